// Stands in for '@module-federation/enhanced/runtime' in jest (see jest.config.cjs).
import type { ComponentType } from 'react';

type RemoteEntry = { name: string; entry: string };
type Loader = (id: string) => Promise<unknown>;

const notConfigured: Loader = (id) => Promise.reject(new Error(`remote ${id} not available`));
let loader: Loader = notConfigured;

export const calls = {
  registerRemotes: [] as Array<{ remotes: RemoteEntry[]; force: boolean }>,
  loadRemote: [] as string[],
};

/** What loadRemote answers from now on. */
export function setRemoteLoader(next: Loader): void {
  loader = next;
}

/** A remote that answers with a component. */
export function remoteModule(component: ComponentType): Promise<{ default: ComponentType }> {
  return Promise.resolve({ default: component });
}

export function resetFederationDouble(): void {
  loader = notConfigured;
  calls.registerRemotes.length = 0;
  calls.loadRemote.length = 0;
}

export function loadRemote<T>(id: string): Promise<T> {
  calls.loadRemote.push(id);
  return loader(id) as Promise<T>;
}

export function registerRemotes(remotes: RemoteEntry[], options?: { force?: boolean }): void {
  calls.registerRemotes.push({ remotes, force: Boolean(options?.force) });
}

export function registerPlugins(): void {}

export type ModuleFederationRuntimePlugin = { name: string; [hook: string]: unknown };
