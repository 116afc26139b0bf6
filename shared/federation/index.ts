export * from './apps';
export * from './shared-deps';
export * from './webpack-config';
