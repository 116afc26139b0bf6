import { screen, waitFor } from '@testing-library/react';
import {
  apiUrl,
  http,
  HttpResponse,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import RecordsApp from './app';

const giulia = makeUser({ first_name: 'Giulia', last_name: 'Bianchi' });
const emptyPage = { count: 0, next: null, previous: null, results: [] };

beforeEach(() => {
  server.use(http.get(apiUrl('records/'), () => HttpResponse.json(emptyPage)));
});

describe('RecordsApp', () => {
  it('renders the records page inside the host router', async () => {
    renderWithProviders(<RecordsApp />, {
      route: '/records',
      session: { token: 'k', user: giulia },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verbali' })).toBeInTheDocument();
  });

  it('sends its own root to /records', async () => {
    const { location } = renderWithProviders(<RecordsApp />, {
      route: '/',
      session: { token: 'k', user: giulia },
    });
    await waitFor(() => expect(location().pathname).toBe('/records'));
  });

  it('sends paths it does not own to /404', async () => {
    const { location } = renderWithProviders(<RecordsApp />, { route: '/agenda' });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });
});
