import type { SharedEntry } from './shared-deps';

/**
 * A remote consumes the shared modules and provides none: the shell provides every one of them
 * (the same list, shared-deps.ts), and a remote's provides were never chosen over the host's
 * copies, which load first. Its share table and the chunks behind it were ~1.6 KB gzipped of each
 * remoteEntry.js (three of them on /dashboard's first screen). Each consume keeps its fallback,
 * the remote's own copy, for pages without the host (the standalone index.html, the partner
 * embed): there the first consume of a module registers that copy, and the others reuse it.
 */
export type ConsumeEntry = Omit<SharedEntry, 'version'>;

/** The consume side of the shared list: the same keys and ranges, without a provided version. */
export function consumeEntries(shared: Record<string, SharedEntry>): Record<string, ConsumeEntry> {
  return Object.fromEntries(
    Object.entries(shared).map(([request, { version: _provided, ...consume }]) => [
      request,
      consume,
    ]),
  );
}
