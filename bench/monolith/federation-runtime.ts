// Stands in for '@module-federation/enhanced/runtime' in the monolith build: every exposed module
// of every remote is a lazy chunk of the same bundle, so loadRemote is a plain dynamic import.
import { remoteTable } from './remote-table';

export function registerPlugins(): void {}

export function registerRemotes(): void {}

export function loadRemote<T>(id: string): Promise<T> {
  const load = remoteTable[id];
  if (!load) return Promise.reject(new Error(`Modulo ${id} assente dal monolite`));
  return load() as Promise<T>;
}
