import { screen, waitFor } from '@testing-library/react';
import {
  apiUrl,
  http,
  HttpResponse,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import AgendaApp from './app';

const giulia = makeUser({ first_name: 'Giulia', last_name: 'Bianchi' });
const emptyPage = { count: 0, next: null, previous: null, results: [] };

beforeEach(() => {
  server.use(
    http.get(apiUrl('events/calendar/'), () => HttpResponse.json([])),
    http.get(apiUrl('articles/'), () => HttpResponse.json(emptyPage)),
    http.get(apiUrl('articles/categories/'), () => HttpResponse.json(emptyPage)),
  );
});

describe('AgendaApp', () => {
  it.each([
    ['/agenda', 'Agenda'],
    ['/news', 'Notizie'],
    ['/agenda/calcolatore', 'Calcolatore dei termini'],
  ])('renders the screen of %s inside the host router', async (route, title) => {
    renderWithProviders(<AgendaApp />, { route, session: { token: 'k', user: giulia } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('leaves "Oggi" to the host header when mounted by the host, and keeps it otherwise', async () => {
    const session = { token: 'k', user: giulia };
    const { unmount } = renderWithProviders(<AgendaApp inHost />, { route: '/agenda', session });
    expect(await screen.findByRole('button', { name: 'Nuovo evento' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Oggi' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<AgendaApp />, { route: '/agenda', session });
    expect(await screen.findByRole('button', { name: 'Oggi' })).toBeInTheDocument();
  });

  it('sends paths it does not own to /404', async () => {
    const { location } = renderWithProviders(<AgendaApp />, { route: '/non-mia' });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });
});
