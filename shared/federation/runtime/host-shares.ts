import type { ModuleFederation } from '@module-federation/runtime-core';

/**
 * The shell provides every shared module and consumes none of them: it imports them directly, so
 * nothing in the page marks its entries in the share scope as loaded. A remote's consume would
 * then still get the shell's copy (the only one registered), but it would load it under its own
 * name, and with `loaded-first` the first remote to ask would decide for the others. Before the
 * first container starts, each of the shell's entries gets its factory: loaded, by the shell.
 * The chunks behind them are the ones the shell's start-up loads anyway (shell-start).
 */
export function loadHostShares(host: ModuleFederation): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const scope of Object.values(host.shareScopeMap)) {
    for (const versions of Object.values(scope)) {
      for (const shared of Object.values(versions)) {
        if (shared.from !== host.options.name || shared.lib || shared.loading) continue;
        const loading = Promise.resolve(shared.get()).then(
          (factory) => {
            shared.lib = factory;
            shared.loaded = true;
            return factory;
          },
          (error: unknown) => {
            // A chunk that failed to load is asked for again on the next try.
            shared.loading = null;
            throw error;
          },
        );
        shared.loading = loading;
        pending.push(loading);
      }
    }
  }
  return Promise.all(pending).then(() => undefined);
}
