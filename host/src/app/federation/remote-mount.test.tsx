import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@colleghi/shared/testing';
import {
  calls,
  remoteModule,
  resetFederationDouble,
  setRemoteLoader,
} from '../../testing/federation-runtime-double';
import { RemoteMount } from './remote-mount';
import { registerRemotesFromConfig } from './register-remotes';
import { parseRuntimeConfig } from './runtime-config';

function AgendaStub() {
  return <h1>Agenda remota</h1>;
}

beforeEach(() => {
  resetFederationDouble();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  registerRemotesFromConfig(parseRuntimeConfig({}));
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemoteMount', () => {
  it('renders the exposed module of the remote', async () => {
    setRemoteLoader(() => remoteModule(AgendaStub));
    renderWithProviders(<RemoteMount remote="agenda" />);
    expect(await screen.findByRole('heading', { name: 'Agenda remota' })).toBeInTheDocument();
    expect(calls.loadRemote).toEqual(['agenda/App']);
  });

  it('shows an Italian fallback when the remote cannot load, and Riprova loads it again', async () => {
    setRemoteLoader(() => Promise.reject(new Error('connessione rifiutata')));
    const { user } = renderWithProviders(<RemoteMount remote="agenda" />);

    expect(await screen.findByText('La sezione Agenda non è disponibile')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Riprova' });

    setRemoteLoader(() => remoteModule(AgendaStub));
    await user.click(retry);

    expect(await screen.findByRole('heading', { name: 'Agenda remota' })).toBeInTheDocument();
    // The failed remote was registered again with force, so its cached failure is forgotten.
    expect(calls.registerRemotes.at(-1)).toEqual({
      remotes: [{ name: 'agenda', entry: 'http://localhost:3002/mf-manifest.json' }],
      force: true,
    });
  });

  it('loads the records remote from its own server, and names it Verbali when it fails', async () => {
    setRemoteLoader(() => Promise.reject(new Error('connessione rifiutata')));
    const { user } = renderWithProviders(<RemoteMount remote="records" />);
    expect(await screen.findByText('La sezione Verbali non è disponibile')).toBeInTheDocument();
    expect(calls.loadRemote).toEqual(['records/App']);
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() =>
      expect(calls.registerRemotes.at(-1)).toEqual({
        remotes: [{ name: 'records', entry: 'http://localhost:3005/mf-manifest.json' }],
        force: true,
      }),
    );
  });

  it('treats a module without a component as a failure', async () => {
    setRemoteLoader(() => Promise.resolve({ default: 'non un componente' }));
    renderWithProviders(<RemoteMount remote="learning" />);
    expect(await screen.findByText('La sezione Formazione non è disponibile')).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('bug nel remoto');
    }
    setRemoteLoader(() => remoteModule(Broken));
    renderWithProviders(<RemoteMount remote="account" />);
    expect(
      await screen.findByText('La sezione Profilo e abbonamenti non è disponibile'),
    ).toBeInTheDocument();
  });

  it('fits a dashboard slot when compact: a skeleton, then a one-line fallback', async () => {
    let fail: (error: Error) => void = () => undefined;
    setRemoteLoader(() => new Promise((_, reject) => (fail = reject)));
    renderWithProviders(<RemoteMount remote="learning" module="./TrainingShopCard" compact />);

    expect(screen.getByRole('status', { name: 'Caricamento Formazione' })).toBeInTheDocument();
    fail(new Error('connessione rifiutata'));

    expect(
      await screen.findByText('Questa sezione non è disponibile al momento.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(calls.loadRemote).toEqual(['learning/TrainingShopCard']);
  });

  it('shows nothing at all when quiet (a modal widget)', async () => {
    setRemoteLoader(() => Promise.reject(new Error('connessione rifiutata')));
    const { container } = renderWithProviders(
      <RemoteMount remote="account" module="./OnboardingModal" quiet />,
    );
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('passes its props to the widget', async () => {
    setRemoteLoader(() =>
      remoteModule(({ compact }: { compact?: boolean }) => (
        <p>{compact ? 'compatto' : 'esteso'}</p>
      )),
    );
    renderWithProviders(
      <RemoteMount remote="agenda" module="./UpcomingEvents" props={{ compact: true }} />,
    );
    expect(await screen.findByText('compatto')).toBeInTheDocument();
  });
});
