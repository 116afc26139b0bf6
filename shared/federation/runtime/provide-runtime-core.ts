// Browser script (bundled by RuntimeCorePlugin, not by webpack): puts the federation runtime core
// where remotes built with `externalRuntime` look for it. The host provides its own copy; this
// file is for pages without the host: a remote's standalone index.html and the partner embed.
import * as runtimeCore from '@module-federation/runtime-core';

type RuntimeGlobal = {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
};

const globalRef = globalThis as typeof globalThis & RuntimeGlobal;
if (!globalRef._FEDERATION_RUNTIME_CORE) {
  globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalRef._FEDERATION_RUNTIME_CORE_FROM = { name: 'colleghi-runtime', version: RUNTIME_VERSION };
}
