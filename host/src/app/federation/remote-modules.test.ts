import {
  calls,
  remoteModule,
  resetFederationDouble,
  setRemoteLoader,
} from '../../testing/federation-runtime-double';
import { preloadRemoteModules, takeRemoteModule } from './remote-modules';

const agenda = { remote: 'agenda', module: './App' } as const;

beforeEach(() => resetFederationDouble());

describe('remote modules', () => {
  it('hands a preloaded module to the first mount, and loads again for the next one', async () => {
    setRemoteLoader(() => remoteModule(() => null));
    preloadRemoteModules([agenda]);
    preloadRemoteModules([agenda]);
    expect(calls.loadRemote).toEqual(['agenda/App']);

    await takeRemoteModule(agenda);
    expect(calls.loadRemote).toEqual(['agenda/App']);
    await takeRemoteModule(agenda);
    expect(calls.loadRemote).toEqual(['agenda/App', 'agenda/App']);
  });

  it('keeps a failed preload for the mount, which shows it, without an unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    setRemoteLoader(() => Promise.reject(new Error('connessione rifiutata')));
    preloadRemoteModules([agenda]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);

    await expect(takeRemoteModule(agenda)).rejects.toThrow('connessione rifiutata');
  });

  it('refuses a module without a component', async () => {
    setRemoteLoader(() => Promise.resolve({ default: 'non un componente' }));
    await expect(takeRemoteModule(agenda)).rejects.toThrow(
      'Il modulo ./App di agenda non è valido.',
    );
  });
});
