import { StrictMode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import {
  apiUrl,
  http,
  HttpResponse,
  makeDashboard,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import { useDashboardData } from '@colleghi/shared/platform';
import {
  calls,
  remoteModule,
  resetFederationDouble,
  setRemoteLoader,
} from '../../testing/federation-runtime-double';
import { registerRemotesFromConfig } from '../federation/register-remotes';
import { parseRuntimeConfig } from '../federation/runtime-config';
import { DashboardRoute } from './dashboard-route';

const giulia = makeUser({ id: 7, first_name: 'Giulia', last_name: 'Bianchi' });

/** A widget as a remote writes it: it reads the shared payload, never dashboard/ itself. */
function widget(title: string) {
  return function Widget({ compact }: { compact?: boolean }) {
    const { status, data } = useDashboardData();
    return (
      <div>
        <h2>{title}</h2>
        <p>{status === 'ready' ? `Eventi: ${data?.events.length}` : 'In caricamento'}</p>
        {compact && <p>Versione compatta</p>}
      </div>
    );
  };
}

const WIDGETS: Record<string, string> = {
  'activities/DashboardCounters': 'Contatori',
  'activities/RequestActivityCard': 'Richiedi un’attività',
  'activities/UpcomingDemands': 'Le tue richieste',
  'agenda/UpcomingEvents': 'Prossimi eventi',
  'account/PromoBanners': 'Promozioni',
  'account/OnboardingModal': 'Benvenuto in Colleghi',
  'account/ThankYouModal': 'Grazie!',
  'learning/TrainingShopCard': 'Formazione',
  'learning/FeaturedProducts': 'Prodotti',
};

function serveRemotes(down: string[] = []) {
  setRemoteLoader((id) =>
    down.some((remote) => id.startsWith(`${remote}/`))
      ? Promise.reject(new Error(`${id}: connessione rifiutata`))
      : remoteModule(widget(WIDGETS[id] ?? id)),
  );
}

function serveDashboard() {
  const seen = { dashboard: 0 };
  server.use(
    http.get(apiUrl('dashboard/'), () => {
      seen.dashboard += 1;
      return HttpResponse.json(makeDashboard());
    }),
  );
  return seen;
}

function renderDashboard() {
  return renderWithProviders(<DashboardRoute />, {
    route: '/dashboard',
    session: { token: 'k', user: giulia },
  });
}

beforeEach(() => {
  resetFederationDouble();
  registerRemotesFromConfig(parseRuntimeConfig({}));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('/dashboard composed from the remotes', () => {
  it('mounts every widget module of the contract, each reading the payload fetched once', async () => {
    const seen = serveDashboard();
    serveRemotes();
    renderDashboard();

    for (const title of Object.values(WIDGETS)) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getAllByText('Eventi: 2')).toHaveLength(9));
    expect(seen.dashboard).toBe(1);
    expect([...calls.loadRemote].sort()).toEqual(Object.keys(WIDGETS).sort());
  });

  it('asks for dashboard/ once per visit, also under StrictMode, and again on the next visit', async () => {
    const seen = serveDashboard();
    serveRemotes();
    const { unmount } = renderWithProviders(
      <StrictMode>
        <DashboardRoute />
      </StrictMode>,
      { route: '/dashboard', session: { token: 'k', user: giulia } },
    );
    await waitFor(() => expect(screen.getAllByText('Eventi: 2')).toHaveLength(9));
    expect(seen.dashboard).toBe(1);

    unmount();
    renderDashboard();
    await waitFor(() => expect(screen.getAllByText('Eventi: 2')).toHaveLength(9));
    expect(seen.dashboard).toBe(2);
  });

  it('gives the side column widgets the compact variant', async () => {
    serveDashboard();
    serveRemotes();
    renderDashboard();

    const side = await screen.findByRole('region', { name: 'Richiedi un’attività' });
    expect(await within(side).findByText('Versione compatta')).toBeInTheDocument();
    const wide = screen.getByRole('region', { name: 'Prossimi impegni' });
    await within(wide).findByRole('heading', { name: 'Prossimi eventi' });
    expect(within(wide).queryByText('Versione compatta')).not.toBeInTheDocument();
  });

  it('one remote down leaves a small fallback in its slots and the rest of the dashboard intact', async () => {
    serveDashboard();
    serveRemotes(['learning']);
    const { user } = renderDashboard();

    for (const region of ['Formazione', 'Prodotti in evidenza']) {
      const slot = screen.getByRole('region', { name: region });
      expect(
        await within(slot).findByText('Questa sezione non è disponibile al momento.'),
      ).toBeInTheDocument();
      expect(within(slot).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    }
    for (const title of ['Contatori', 'Prossimi eventi', 'Le tue richieste', 'Promozioni']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Bentornato, Giulia!' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Spazio pubblicitario' })).toBeInTheDocument();

    // The learning server is back: Riprova in one slot mounts that widget.
    serveRemotes();
    const shop = screen.getByRole('region', { name: 'Formazione' });
    await user.click(within(shop).getByRole('button', { name: 'Riprova' }));
    expect(await within(shop).findByRole('heading', { name: 'Formazione' })).toBeInTheDocument();
  });

  it('a modal widget that fails to load shows nothing', async () => {
    serveDashboard();
    serveRemotes(['account']);
    renderDashboard();

    const promo = screen.getByRole('region', { name: 'Offerte per te' });
    expect(
      await within(promo).findByText('Questa sezione non è disponibile al momento.'),
    ).toBeInTheDocument();
    // Two slots would show it twice if the modals had a fallback too: only the banners' slot does.
    expect(screen.getAllByText('Questa sezione non è disponibile al momento.')).toHaveLength(1);
  });

  it('a widget that throws while rendering costs only its slot', async () => {
    serveDashboard();
    function Broken(): never {
      throw new Error('bug nel widget');
    }
    setRemoteLoader((id) =>
      id === 'agenda/UpcomingEvents' ? remoteModule(Broken) : remoteModule(widget(WIDGETS[id])),
    );
    renderDashboard();

    const events = screen.getByRole('region', { name: 'Prossimi impegni' });
    expect(
      await within(events).findByText('Questa sezione non è disponibile al momento.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Contatori' })).toBeInTheDocument();
  });
});
