import { screen, waitFor } from '@testing-library/react';
import {
  HttpResponse,
  apiUrl,
  http,
  makeProfile,
  makeUser,
  renderWithProviders,
  serveMe,
  servePaymentTypesInfo,
  server,
} from '@colleghi/shared/testing';
import { Route, Routes } from '@colleghi/shared/router';
import AccountApp from './app';

const giulia = makeUser({ first_name: 'Giulia', last_name: 'Bianchi' });
const empty = { count: 0, next: null, previous: null, results: [] };

beforeEach(() => {
  servePaymentTypesInfo();
  serveMe(giulia);
  server.use(http.get(apiUrl('skills/'), () => HttpResponse.json(empty)));
});

describe('AccountApp', () => {
  it.each([
    ['/profile', 'Profilo'],
    ['/profile-edit', 'Modifica profilo'],
    ['/profile-skills', 'Competenze'],
    ['/profile-locations', 'Secondo comune'],
    ['/subscriptions', 'Abbonamenti'],
  ])('renders %s inside the host router', async (route, title) => {
    renderWithProviders(<AccountApp />, { route, session: { token: 'k', user: giulia } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the completion wizard only while the profile is incomplete', async () => {
    const incomplete = makeUser({ profile: makeProfile({ is_complete: false }) });
    renderWithProviders(<AccountApp />, {
      route: '/profile-complete',
      session: { token: 'k', user: incomplete },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Completa il profilo' }),
    ).toBeInTheDocument();
  });

  it('sends the purchase steps back to the dashboard when no purchase is under way', async () => {
    // As in the host: /dashboard belongs to the shell, everything else to this remote.
    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="*" element={<AccountApp />} />
      </Routes>,
      { route: '/subscription-plan', session: { token: 'k', user: giulia } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends paths it does not own to /404', async () => {
    const { location } = renderWithProviders(<AccountApp />, { route: '/non-mia' });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });
});
