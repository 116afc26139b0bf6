import type { ModuleFederation } from '@module-federation/runtime-core';
import { loadHostShares } from './host-shares';

type Entry = {
  from: string;
  get: () => Promise<() => unknown>;
  lib?: () => unknown;
  loaded?: boolean;
  loading?: Promise<unknown> | null;
};

const react = { name: 'react' };
const jotai = { name: 'jotai' };

function entry(from: string, module: unknown, fails = 0): Entry & { calls: number } {
  const shared = {
    from,
    calls: 0,
    get: () => {
      shared.calls += 1;
      return shared.calls <= fails
        ? Promise.reject(new Error('Loading chunk 42 failed.'))
        : Promise.resolve(() => module);
    },
  };
  return shared;
}

/** A federation instance as far as loadHostShares reads it: its name and its share scopes. */
function hostWith(scope: Record<string, Record<string, Entry>>): ModuleFederation {
  return {
    options: { name: 'host' },
    shareScopeMap: { default: scope },
  } as unknown as ModuleFederation;
}

describe('loadHostShares', () => {
  it("loads every entry the shell registered, as the shell's, before a remote starts", async () => {
    const hostReact = entry('host', react);
    const hostJotai = entry('host', jotai);
    await loadHostShares(
      hostWith({ react: { '19.3.1': hostReact }, jotai: { '2.20.3': hostJotai } }),
    );

    for (const [shared, module] of [
      [hostReact, react],
      [hostJotai, jotai],
    ] as const) {
      expect(shared.loaded).toBe(true);
      expect(shared.from).toBe('host');
      expect(shared.lib?.()).toBe(module);
      // A remote that finds it loading gets the module's factory, as from the runtime's own load.
      await expect(shared.loading).resolves.toBe(shared.lib);
    }
  });

  it('leaves alone what another app registered and what is loaded already', async () => {
    const remoteCopy = entry('learning', react);
    const loadedLib = () => jotai;
    const loaded = entry('host', jotai);
    loaded.lib = loadedLib;
    loaded.loaded = true;
    await loadHostShares(
      hostWith({ react: { '19.2.0': remoteCopy }, jotai: { '2.20.3': loaded } }),
    );

    expect(remoteCopy.calls).toBe(0);
    expect(remoteCopy.loaded).toBeUndefined();
    expect(loaded.calls).toBe(0);
    expect(loaded.lib).toBe(loadedLib);
  });

  it('fails when a chunk does not load, and the next call asks for it again', async () => {
    const flaky = entry('host', react, 1);
    const host = hostWith({ react: { '19.3.1': flaky } });

    await expect(loadHostShares(host)).rejects.toThrow('Loading chunk 42 failed.');
    expect(flaky.loaded).toBeUndefined();
    expect(flaky.loading).toBeNull();

    await loadHostShares(host);
    expect(flaky.calls).toBe(2);
    expect(flaky.lib?.()).toBe(react);
  });
});
