import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { provideRuntimeCore } from './provide-runtime-core';

/**
 * Build-time runtime plugin of the host: before the federation instance starts, it provides the
 * host's own runtime core (the ES module its bundle already contains, so no second copy) to the
 * remotes, which are built with `externalRuntime`.
 */
export default function hostRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'colleghi-provide-runtime-core',
    beforeInit(args) {
      provideRuntimeCore(args.options.name);
      return args;
    },
  };
}
