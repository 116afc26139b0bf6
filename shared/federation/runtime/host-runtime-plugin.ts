import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { provideRuntimeCore } from './provide-runtime-core';

/**
 * The host's runtime plugin: before its federation instance starts, it puts its runtime core
 * where the remotes, built with `experiments.externalRuntime`, look for it. It does what
 * `experiments.provideExternalRuntime` adds (@module-federation/inject-external-runtime-core-
 * plugin), but with the core's ES module build, the very copy the host's own runtime runs on:
 * that option's plugin is resolved as CommonJS and brought a second copy of the core into
 * main.js (~24 KB gzipped, measured). federation-contract.test.ts checks that both set the same
 * global.
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
