import { screen, waitFor } from '@testing-library/react';
import {
  apiUrl,
  http,
  HttpResponse,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import ActivitiesApp from './app';

const giulia = makeUser({ first_name: 'Giulia', last_name: 'Bianchi' });
const emptyPage = { count: 0, next: null, previous: null, results: [] };

beforeEach(() => {
  server.use(
    http.get(apiUrl('demands/'), () => HttpResponse.json(emptyPage)),
    http.get(apiUrl('invitations/received/'), () => HttpResponse.json(emptyPage)),
    http.get(apiUrl('received-demands/'), () => HttpResponse.json(emptyPage)),
  );
});

describe('ActivitiesApp', () => {
  // First: a page whose code has loaded once renders at once after that.
  it.each([
    ['/activity-request', 'Le mie richieste'],
    ['/activity-proposal', 'Disponibilità'],
    ['/activity-assignments', 'Incarichi ricevuti'],
  ])('shows the frame of %s while its code loads: title and placeholders', async (route, title) => {
    renderWithProviders(<ActivitiesApp />, { route, session: { token: 'k', user: giulia } });
    // Before the page's chunk has arrived, not a blank area.
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
  });

  it.each([
    ['/request-activities/SUBSTITUTE', 'Richiedi un’attività'],
    ['/activity-request', 'Le mie richieste'],
    ['/activity-proposal', 'Disponibilità'],
    ['/activity-assignments', 'Incarichi ricevuti'],
  ])('renders the screen of %s inside the host router', async (route, title) => {
    renderWithProviders(<ActivitiesApp />, { route, session: { token: 'k', user: giulia } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends paths it does not own to /404', async () => {
    const { location } = renderWithProviders(<ActivitiesApp />, { route: '/non-mia' });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });
});
