export { SINGLETON_MODULES, sharedDependencies } from './shared-deps';
export {
  createFederatedConfig,
  optimizationFor,
  resolveFor,
  PublicFilesPlugin,
  sourceRules,
} from './webpack-config';
export { RUNTIME_CORE_FILE, RuntimeCorePlugin } from './runtime-core-plugin';
export type { FederatedAppOptions } from './webpack-config';
export { APPS, REMOTE_NAMES } from './apps';
export type { RemoteName } from './apps';
