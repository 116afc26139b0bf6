import { screen, waitFor } from '@testing-library/react';
import { makeUser, renderWithProviders } from '@colleghi/shared/testing';
import AgendaApp from './app';

const giulia = makeUser({ first_name: 'Giulia', last_name: 'Bianchi' });

describe('AgendaApp', () => {
  it.each([
    ['/agenda', 'Agenda'],
    ['/records', 'Verbali'],
    ['/news', 'Notizie'],
  ])('renders %s inside the host router', async (route, title) => {
    renderWithProviders(<AgendaApp />, { route, session: { token: 'k', user: giulia } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The remote reads the session from the shared store the host filled.
    expect(screen.getByTestId('shared-session-user')).toHaveTextContent('Giulia Bianchi');
  });

  it('sends paths it does not own to /404', async () => {
    const { location } = renderWithProviders(<AgendaApp />, { route: '/non-mia' });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });
});
