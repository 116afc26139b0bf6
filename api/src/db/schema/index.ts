export * from './activities';
export * from './auth';
export * from './catalog';
export * from './geo';
export * from './outbox';
export * from './users';
