import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { provideBundlerRuntime } from './provide-bundler-runtime';
import { provideRuntimeCore } from './provide-runtime-core';

/**
 * Build-time runtime plugin of the host: before the federation instance starts, it provides the
 * host's own runtime core and federation glue (the ES modules its bundle already contains, so no
 * second copy) to the remotes, which are built with `externalRuntime` and without their glue.
 */
export default function hostRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'colleghi-provide-runtime-core',
    beforeInit(args) {
      provideRuntimeCore(args.options.name);
      provideBundlerRuntime();
      return args;
    },
  };
}
