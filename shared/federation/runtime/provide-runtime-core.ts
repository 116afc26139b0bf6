import * as runtimeCore from '@module-federation/runtime-core';

type RuntimeGlobal = {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
};

/**
 * Puts the federation runtime core where remotes built with `experiments.externalRuntime` look
 * for it (`globalThis._FEDERATION_RUNTIME_CORE`, the global that option makes the core an
 * external of), unless a page already provides one. Imported as ES module, it is the very copy
 * the importing bundle's own federation runtime runs on.
 */
export function provideRuntimeCore(from: string): void {
  const globalRef = globalThis as typeof globalThis & RuntimeGlobal;
  if (globalRef._FEDERATION_RUNTIME_CORE) return;
  globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalRef._FEDERATION_RUNTIME_CORE_FROM = { name: from, version: RUNTIME_VERSION };
}
