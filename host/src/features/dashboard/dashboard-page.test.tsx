import { screen, waitFor, within } from '@testing-library/react';
import {
  apiUrl,
  delay,
  http,
  HttpResponse,
  installIntersectionObserver,
  makeDashboard,
  makeDashboardCard,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import type { Dashboard } from '@colleghi/api-contract';
import { repositoryDeeplinkPath } from '../../testing/remote-declarations';
import { DashboardPage } from './dashboard-page';
import type { RenderWidget } from './dashboard-widgets';

const giulia = makeUser({ id: 7, first_name: 'Giulia', last_name: 'Bianchi' });

// The app mounts remotes here; this feature only decides where each widget goes.
const renderWidget: RenderWidget = (widget, { modal }) =>
  modal ? null : <p>{`Widget ${widget.remote}${widget.module}`}</p>;

function serveDashboard(dashboard: Dashboard | (() => Response | Promise<Response>)) {
  const seen = { dashboard: 0, deleted: [] as string[] };
  server.use(
    http.get(apiUrl('dashboard/'), () => {
      seen.dashboard += 1;
      return typeof dashboard === 'function' ? dashboard() : HttpResponse.json(dashboard);
    }),
    http.delete(apiUrl('cards/:id/'), ({ params }) => {
      seen.deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return seen;
}

function renderPage(user = giulia) {
  return renderWithProviders(
    <DashboardPage renderWidget={renderWidget} pathOfDeeplink={repositoryDeeplinkPath} />,
    {
      route: '/dashboard',
      session: { token: 'k', user },
    },
  );
}

describe('DashboardPage', () => {
  it('welcomes a first visit, and welcomes back from the next sign-in', () => {
    serveDashboard(makeDashboard({ cards: [] }));
    const { unmount } = renderPage({ ...giulia, is_new: true });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Benvenuto/a, Giulia!' }),
    ).toBeInTheDocument();
    unmount();
    renderPage({ ...giulia, is_new: false });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bentornato, Giulia!' }),
    ).toBeInTheDocument();
  });

  it('greets the user and places every widget slot, plus the ad slot', async () => {
    serveDashboard(makeDashboard({ cards: [] }));
    renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Bentornato, Giulia!' }),
    ).toBeInTheDocument();
    for (const [region, widget] of [
      ['Le tue attività in numeri', 'activities./DashboardCounters'],
      ['Prossimi impegni', 'agenda./UpcomingEvents'],
      ['Le tue ultime richieste', 'activities./UpcomingDemands'],
      ['Prodotti in evidenza', 'learning./FeaturedProducts'],
      ['Richiedi un’attività', 'activities./RequestActivityCard'],
      ['Offerte per te', 'account./PromoBanners'],
      ['Formazione', 'learning./TrainingShopCard'],
    ]) {
      expect(
        within(screen.getByRole('region', { name: region })).getByText(`Widget ${widget}`),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('complementary', { name: 'Spazio pubblicitario' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('mounts the offers below the first screen only once they are scrolled near', async () => {
    serveDashboard(makeDashboard({ cards: [] }));
    const observer = installIntersectionObserver();
    try {
      renderPage();
      const deferred = [
        ['Offerte per te', 'account./PromoBanners'],
        ['Formazione', 'learning./TrainingShopCard'],
        ['Prodotti in evidenza', 'learning./FeaturedProducts'],
      ];
      for (const [region, widget] of deferred) {
        const slot = screen.getByRole('region', { name: region });
        expect(slot).toHaveAttribute('aria-busy', 'true');
        expect(within(slot).queryByText(`Widget ${widget}`)).not.toBeInTheDocument();
      }
      // The user's own work is there at once.
      expect(
        within(screen.getByRole('region', { name: 'Prossimi impegni' })).getByText(
          'Widget agenda./UpcomingEvents',
        ),
      ).toBeInTheDocument();

      observer.scrollToBottom();
      for (const [region, widget] of deferred) {
        const slot = screen.getByRole('region', { name: region });
        expect(within(slot).getByText(`Widget ${widget}`)).toBeInTheDocument();
        expect(slot).not.toHaveAttribute('aria-busy');
      }
      // Scrolled away again, they stay.
      observer.scrollAway();
      expect(screen.getByText('Widget learning./FeaturedProducts')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    } finally {
      observer.uninstall();
    }
  });

  it('shows a skeleton for the banners while dashboard/ loads, then the cards', async () => {
    serveDashboard(async () => {
      await delay(30);
      return HttpResponse.json(makeDashboard({ cards: [makeDashboardCard({ title: 'Novità' })] }));
    });
    renderPage();

    expect(screen.getByRole('status', { name: 'Caricamento degli avvisi' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Novità' })).toBeInTheDocument();
    expect(
      screen.queryByRole('status', { name: 'Caricamento degli avvisi' }),
    ).not.toBeInTheDocument();
  });

  it('draws each card with its gradient, title, subtitle and call to action', async () => {
    serveDashboard(
      makeDashboard({
        cards: [
          makeDashboardCard({
            id: 1,
            title: 'Completa il tuo profilo',
            subtitle: 'Ti mancano due passaggi.',
            cta: 'Vai al profilo',
            deeplink: 'profile',
            color_start: '#1B2A4A',
            color_end: '#3D5A98',
          }),
        ],
      }),
    );
    renderPage();

    const card = await screen.findByRole('article', { name: 'Completa il tuo profilo' });
    expect(
      within(card).getByRole('heading', { name: 'Completa il tuo profilo' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Ti mancano due passaggi.')).toBeInTheDocument();
    expect(card).toHaveStyle({
      background: 'linear-gradient(135deg, #1B2A4A 0%, #3D5A98 100%)',
    });
    expect(within(card).getByRole('link', { name: 'Vai al profilo' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('draws a card as one compact row: the call to action beside the text, then the X', async () => {
    serveDashboard(
      makeDashboard({
        cards: [
          makeDashboardCard({
            title: 'Completa il tuo profilo',
            subtitle: 'Ti mancano due passaggi.',
            cta: 'Vai al profilo',
            deeplink: 'profile',
            closable: true,
          }),
        ],
      }),
    );
    renderPage();

    const card = await screen.findByRole('article', { name: 'Completa il tuo profilo' });
    const title = within(card).getByRole('heading', { name: 'Completa il tuo profilo' });
    const action = within(card).getByRole('link', { name: 'Vai al profilo' });
    /* eslint-disable testing-library/no-node-access -- the layout is the subject: which box holds what */
    // The button and the text share one row (it wraps under the text only on a narrow screen).
    const row = action.parentElement as HTMLElement;
    expect(row).toContainElement(title);
    expect(row).toHaveStyle({ display: 'flex', flexDirection: 'row' });
    // The X sits in the card's own row, after the text and the button, not over them.
    expect(card).toHaveStyle({ display: 'flex', minHeight: '72px' });
    const close = within(card).getByRole('button', { name: 'Chiudi' });
    expect(close.parentElement).toBe(card);
    expect(close).not.toHaveStyle({ position: 'absolute' });
    expect(Array.from(card.children)).toEqual([row, close]);
    /* eslint-enable testing-library/no-node-access */
  });

  it.each([
    ['profile', '/profile'],
    ['agenda', '/agenda'],
    ['courses', '/courses'],
    ['subscriptions', '/subscriptions'],
  ] as const)('the %s deep link goes to %s', async (deeplink, path) => {
    serveDashboard(
      makeDashboard({ cards: [makeDashboardCard({ title: 'Vai', cta: 'Apri', deeplink })] }),
    );
    const { user, location } = renderPage();

    const card = await screen.findByRole('article', { name: 'Vai' });
    await user.click(within(card).getByRole('link', { name: 'Apri' }));

    expect(location().pathname).toBe(path);
  });

  it('opens an external link in a new tab', async () => {
    serveDashboard(
      makeDashboard({
        cards: [
          makeDashboardCard({
            title: 'Convegno',
            cta: 'Iscriviti',
            deeplink: null,
            link: 'https://eventi.example.it/convegno',
          }),
        ],
      }),
    );
    renderPage();

    const link = within(await screen.findByRole('article', { name: 'Convegno' })).getByRole(
      'link',
      { name: 'Iscriviti' },
    );
    expect(link).toHaveAttribute('href', 'https://eventi.example.it/convegno');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes a closable card with DELETE cards/{id}/; others have no X', async () => {
    const seen = serveDashboard(
      makeDashboard({
        cards: [
          makeDashboardCard({ id: 4, title: 'Chiudibile', closable: true }),
          makeDashboardCard({ id: 5, title: 'Fissa', closable: false }),
        ],
      }),
    );
    const { user } = renderPage();

    const fixed = await screen.findByRole('article', { name: 'Fissa' });
    expect(within(fixed).queryByRole('button', { name: 'Chiudi' })).not.toBeInTheDocument();

    const closable = screen.getByRole('article', { name: 'Chiudibile' });
    await user.click(within(closable).getByRole('button', { name: 'Chiudi' }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Chiudibile' })).not.toBeInTheDocument(),
    );
    expect(seen.deleted).toEqual(['4']);
    expect(screen.getByRole('article', { name: 'Fissa' })).toBeInTheDocument();
  });

  it('keeps a card the server refused to close, and says so', async () => {
    serveDashboard(makeDashboard({ cards: [makeDashboardCard({ id: 4, title: 'Ostinata' })] }));
    server.use(
      http.delete(apiUrl('cards/:id/'), () =>
        HttpResponse.json({ detail: 'Non consentito.' }, { status: 403 }),
      ),
    );
    const { user } = renderPage();

    const card = await screen.findByRole('article', { name: 'Ostinata' });
    await user.click(within(card).getByRole('button', { name: 'Chiudi' }));

    expect(
      await screen.findByText('Non è stato possibile chiudere l’avviso. Riprova.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ostinata' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Chiudi' })).toBeEnabled();
  });

  it('says so when dashboard/ fails, and Riprova loads it again', async () => {
    serveDashboard(() => HttpResponse.json({ detail: 'Non consentito.' }, { status: 403 }));
    const { user } = renderPage();

    expect(
      await screen.findByText('Non siamo riusciti a caricare i dati della dashboard.'),
    ).toBeInTheDocument();
    serveDashboard(makeDashboard({ cards: [makeDashboardCard({ title: 'Eccomi' })] }));
    await user.click(screen.getByRole('button', { name: 'Riprova' }));

    expect(await screen.findByRole('article', { name: 'Eccomi' })).toBeInTheDocument();
  });
});
