import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RuntimeConfig } from './runtime-config';
import { REMOTE_NAMES, type RemoteName } from './remote-names';
import { remoteFailurePlugin } from './remote-failure-plugin';

let registered: RuntimeConfig['remotes'] | null = null;

function remoteEntries(remotes: RuntimeConfig['remotes'], only?: RemoteName) {
  return REMOTE_NAMES.filter((name) => !only || name === only).map((name) => ({
    name,
    entry: remotes[name],
  }));
}

/** Registers the remotes named in config.json, with retries and the failure hook. */
export function registerRemotesFromConfig(config: RuntimeConfig): void {
  registerPlugins([
    // A flaky network gets two more tries; a server that is down fails fast into the fallback.
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 300 },
      script: { retryTimes: 2, retryDelay: 300 },
    }),
    remoteFailurePlugin(),
  ]);
  registerRemotes(remoteEntries(config.remotes));
  registered = config.remotes;
}

/** Forgets a failed remote's cached manifest and entry so the next load asks its server again. */
export function resetRemote(name: RemoteName): void {
  if (!registered) return;
  registerRemotes(remoteEntries(registered, name), { force: true });
}
