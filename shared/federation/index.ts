export { SINGLETON_MODULES, sharedDependencies } from './shared-deps';
export { createFederatedConfig } from './webpack-config';
export type { FederatedAppOptions } from './webpack-config';
export { APPS, REMOTE_NAMES } from './apps';
export type { RemoteName } from './apps';
