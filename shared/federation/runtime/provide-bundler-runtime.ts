import federation from '@module-federation/webpack-bundler-runtime/bundler';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import type { Federation } from '@module-federation/webpack-bundler-runtime/bundler';

/** What a page offers the containers built with `pageBundlerRuntime` (see remote-bundler.ts). */
export type PageBundlerRuntime = {
  bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
  attachShareScopeMap: NonNullable<Federation['attachShareScopeMap']>;
};

type BundlerGlobal = { _FEDERATION_BUNDLER_RUNTIME?: PageBundlerRuntime };

/**
 * Puts webpack's federation glue (how a container initialises sharing, consumes shared modules
 * and answers the host's `init`) where the remotes look for it, unless the page has it already.
 * These are stateless functions of the container's own `__webpack_require__`: one copy serves
 * every container. The host's copy may lack `initContainerEntry` (it exposes nothing), hence
 * the explicit import, which resolves to the same file the glue itself imports.
 */
export function provideBundlerRuntime(): void {
  const globalRef = globalThis as typeof globalThis & BundlerGlobal;
  if (globalRef._FEDERATION_BUNDLER_RUNTIME) return;
  const { bundlerRuntime, attachShareScopeMap } = federation;
  if (!bundlerRuntime || !attachShareScopeMap) return;
  globalRef._FEDERATION_BUNDLER_RUNTIME = {
    bundlerRuntime: {
      ...bundlerRuntime,
      initContainerEntry: bundlerRuntime.initContainerEntry ?? initContainerEntry,
    },
    attachShareScopeMap,
  };
}
