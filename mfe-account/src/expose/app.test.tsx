import { screen, waitFor } from '@testing-library/react';
import { makeUser, renderWithProviders } from '@colleghi/shared/testing';
import AccountApp from './app';

const giulia = makeUser({ first_name: 'Giulia', last_name: 'Bianchi' });

describe('AccountApp', () => {
  it.each([
    ['/profile', 'Profilo'],
    ['/profile-complete', 'Completa il profilo'],
    ['/profile-edit', 'Modifica profilo'],
    ['/profile-skills', 'Competenze'],
    ['/profile-locations', 'Secondo comune'],
    ['/subscriptions', 'Abbonamenti'],
    ['/subscription', 'Abbonamento'],
    ['/account-confirm', 'Conferma i tuoi dati'],
    ['/subscription-plan', 'Scegli il piano'],
    ['/subscription-activate', 'Attivazione abbonamento'],
  ])('renders %s inside the host router', async (route, title) => {
    renderWithProviders(<AccountApp />, { route, session: { token: 'k', user: giulia } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The remote reads the session from the shared store the host filled.
    expect(screen.getByTestId('shared-session-user')).toHaveTextContent('Giulia Bianchi');
  });

  it('sends paths it does not own to /404', async () => {
    const { location } = renderWithProviders(<AccountApp />, { route: '/non-mia' });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });
});
