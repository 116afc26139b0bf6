import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remote-names';

export type RemoteModule = { default: ComponentType<Record<string, unknown>> };

export type RemoteModuleRef = { remote: RemoteName; module: string };

async function fetchRemoteModule({ remote, module }: RemoteModuleRef): Promise<RemoteModule> {
  const loaded = await loadRemote<RemoteModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`Il modulo ${module} di ${remote} non è valido.`);
  }
  return loaded;
}

const keyOf = ({ remote, module }: RemoteModuleRef) => `${remote}/${module}`;

/** Loads started before anything mounts them, each handed to the first mount that asks. */
const preloaded = new Map<string, Promise<RemoteModule>>();

/**
 * Starts loading exposed modules now (their manifest, remoteEntry.js and chunks), while the shell
 * is still waiting for the session: the page that mounts them finds them on their way. A failure
 * is not reported here; the mount that takes the load shows it, with "Riprova".
 */
export function preloadRemoteModules(refs: readonly RemoteModuleRef[]): void {
  for (const ref of refs) {
    if (preloaded.has(keyOf(ref))) continue;
    const request = fetchRemoteModule(ref);
    request.catch(() => undefined);
    preloaded.set(keyOf(ref), request);
  }
}

/**
 * The exposed module for a mount: the preloaded load the first time, a new load after that (a
 * remount, or "Riprova" after a failure, asks the runtime again).
 */
export function takeRemoteModule(ref: RemoteModuleRef): Promise<RemoteModule> {
  const request = preloaded.get(keyOf(ref));
  if (!request) return fetchRemoteModule(ref);
  preloaded.delete(keyOf(ref));
  return request;
}
