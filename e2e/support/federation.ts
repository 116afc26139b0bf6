import type { Page } from '@playwright/test';

export type ShareRegistration = { lib: string; version: string; from: string; loaded: boolean };

/**
 * What the federation runtime registered in the page: per shared library, every version, the app
 * that offered it and whether it was loaded. Every federation instance lists the same
 * registrations, so each provider and version appears once.
 */
export async function shareRegistrations(page: Page): Promise<ShareRegistration[]> {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; lib?: unknown };
    type Scope = Record<string, Record<string, Entry>>;
    const federation = (
      globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Scope>> } }
    ).__FEDERATION__;
    const found: ShareRegistration[] = [];
    const seen = new Set<string>();
    for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(instance)) {
        for (const [lib, versions] of Object.entries(scope)) {
          for (const [version, entry] of Object.entries(versions)) {
            const key = `${lib} ${entry.from}@${version}`;
            if (seen.has(key)) continue;
            seen.add(key);
            found.push({
              lib,
              version,
              from: entry.from,
              loaded: Boolean(entry.loaded || entry.lib),
            });
          }
        }
      }
    }
    return found;
  });
}
