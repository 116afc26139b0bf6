import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { provideBundlerRuntime } from './provide-bundler-runtime';
import { provideRuntimeCore } from './provide-runtime-core';
import { loadHostShares } from './host-shares';

/**
 * Build-time runtime plugin of the host: before the federation instance starts, it provides the
 * host's own runtime core and federation glue (the ES modules its bundle already contains, so no
 * second copy) to the remotes, which are built with `externalRuntime` and without their glue.
 * Before a remote's container starts, the shell's own shared modules are loaded in the share
 * scope (host-shares.ts), so that every remote takes them as the shell's.
 */
export default function hostRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  let hostShares: Promise<void> | undefined;
  return {
    name: 'colleghi-provide-runtime-core',
    beforeInit(args) {
      provideRuntimeCore(args.options.name);
      provideBundlerRuntime();
      return args;
    },
    async beforeInitContainer(args) {
      hostShares ??= loadHostShares(args.origin).catch((error: unknown) => {
        hostShares = undefined;
        throw error;
      });
      await hostShares;
      return args;
    },
  };
}
