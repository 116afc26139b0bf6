// The shared confirmation dialog as a module of its own, for lazyNamed(): loaded on first use.
export { ConfirmDialog } from '@colleghi/shared/ui';
