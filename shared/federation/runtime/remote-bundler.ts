// Stands in for @module-federation/webpack-bundler-runtime's bundler.js in the remotes' builds
// (BundlerRuntimePlugin swaps it in): the container takes the page's glue, provided by the host
// or by federation-runtime.js, instead of bundling its own (~4.5 KB gzipped per remoteEntry.js).
import type * as RuntimeCore from '@module-federation/runtime-core';
import type { PageBundlerRuntime } from './provide-bundler-runtime';

type FederationGlobal = {
  _FEDERATION_RUNTIME_CORE?: typeof RuntimeCore;
  _FEDERATION_BUNDLER_RUNTIME?: PageBundlerRuntime;
};

type Instance = InstanceType<typeof RuntimeCore.ModuleFederation>;
type InitOptions = RuntimeCore.UserOptions & { id?: string };

/** Defined by the federation plugin as "<name>:<version>" of the container being built. */
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

const page = globalThis as typeof globalThis & FederationGlobal;
const core = page._FEDERATION_RUNTIME_CORE;
const glue = page._FEDERATION_BUNDLER_RUNTIME;
if (!core || !glue) {
  throw new Error(
    'Runtime della federazione mancante: carica federation-runtime.js prima di remoteEntry.js.',
  );
}

const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';

/** This container's instance, if the page made one already (a second load of its entry). */
function existingInstance(name: string, version?: string): Instance | undefined {
  return core!.CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (instance: Instance) =>
      (buildId !== '' && instance.options.id === buildId) ||
      (instance.options.name === name && !instance.options.version && !version) ||
      (instance.options.name === name && !!version && instance.options.version === version),
  );
}

/**
 * `init` of @module-federation/runtime, which keeps its instance in module state and finds it by
 * the build identifier: both must be this container's, so this part stays in each container.
 */
function init(options: InitOptions): Instance {
  const normalized = { ...options, id: options.id || '' };
  const existing = existingInstance(options.name, options.version);
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  const Federation = core!.getGlobalFederationConstructor() || core!.ModuleFederation;
  const created = new Federation(normalized);
  core!.setGlobalFederationInstance(created);
  return created;
}

export default {
  runtime: { init, getRemoteEntry: core.getRemoteEntry },
  // A copy per container: the functions are shared, the object is not.
  bundlerRuntime: { ...glue.bundlerRuntime, S: {} },
  attachShareScopeMap: glue.attachShareScopeMap,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
};
