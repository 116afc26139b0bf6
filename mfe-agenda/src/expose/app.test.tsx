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
    http.get(apiUrl('records/'), () => HttpResponse.json(emptyPage)),
    http.get(apiUrl('articles/'), () => HttpResponse.json(emptyPage)),
    http.get(apiUrl('articles/categories/'), () => HttpResponse.json(emptyPage)),
  );
});

describe('AgendaApp', () => {
  it.each([
    ['/agenda', 'Agenda'],
    ['/records', 'Verbali'],
    ['/news', 'Notizie'],
  ])('renders the screen of %s inside the host router', async (route, title) => {
    renderWithProviders(<AgendaApp />, { route, session: { token: 'k', user: giulia } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends paths it does not own to /404', async () => {
    const { location } = renderWithProviders(<AgendaApp />, { route: '/non-mia' });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });
});
