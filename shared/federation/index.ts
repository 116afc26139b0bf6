export { SINGLETON_MODULES, sharedDependencies } from './shared-deps';
export { createFederatedConfig, PublicFilesPlugin, sourceRules } from './webpack-config';
export type { FederatedAppOptions } from './webpack-config';
export { APPS, REMOTE_NAMES } from './apps';
export type { RemoteName } from './apps';
