import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, renderWithProviders, server } from '@colleghi/shared/testing';
import { ForgotPage } from './forgot-page';

const CONFIRMATION = "Ti abbiamo inviato un'e-mail con le istruzioni per reimpostare la password.";

function resetAnswers(status: number, body: Record<string, unknown>) {
  server.use(http.post(apiUrl('auth/password/reset/'), () => HttpResponse.json(body, { status })));
}

const confirm = () => screen.getByRole('button', { name: 'Conferma' });

describe('ForgotPage', () => {
  it('enables Conferma only for an e-mail or a phone number', async () => {
    const { user } = renderWithProviders(<ForgotPage />, { route: '/forgot' });
    expect(confirm()).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail o cellulare'), 'non-una-mail');
    expect(confirm()).toBeDisabled();
    await user.tab();
    expect(screen.getByText('E-mail o cellulare non valido')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('E-mail o cellulare'));
    await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo.colleghi.it');
    expect(confirm()).toBeEnabled();
    await user.clear(screen.getByLabelText('E-mail o cellulare'));
    await user.type(screen.getByLabelText('E-mail o cellulare'), '333-1234567');
    expect(confirm()).toBeEnabled();
  });

  it('links back to the login', () => {
    renderWithProviders(<ForgotPage />, { route: '/forgot' });
    expect(screen.getByRole('link', { name: 'Torna al login' })).toHaveAttribute('href', '/signin');
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows the confirmation for 5 seconds, then hides it', async () => {
      let sentBody: unknown;
      server.use(
        http.post(apiUrl('auth/password/reset/'), async ({ request }) => {
          sentBody = await request.json();
          return HttpResponse.json({ detail: CONFIRMATION });
        }),
      );
      renderWithProviders(<ForgotPage />, { route: '/forgot' });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo.colleghi.it');
      await user.click(confirm());

      expect(await screen.findByText(CONFIRMATION)).toBeVisible();
      expect(sentBody).toEqual({ email: 'avvocato@demo.colleghi.it' });

      act(() => jest.advanceTimersByTime(4500));
      expect(screen.getByText(CONFIRMATION)).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument());
    });
  });

  it('closes the confirmation with Chiudi', async () => {
    resetAnswers(200, { detail: CONFIRMATION });
    const { user } = renderWithProviders(<ForgotPage />, { route: '/forgot' });
    await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo.colleghi.it');
    await user.click(confirm());
    await screen.findByText(CONFIRMATION);

    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument());
  });

  it('shows the server e-mail error under the field and clears it on typing', async () => {
    resetAnswers(400, { email: ['Inserisci un indirizzo e-mail valido.'] });
    const { user } = renderWithProviders(<ForgotPage />, { route: '/forgot' });
    const field = screen.getByLabelText('E-mail o cellulare');
    await user.type(field, 'avvocato@demo.colleghi.it');
    await user.click(confirm());

    expect(await screen.findByText('Inserisci un indirizzo e-mail valido.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Inserisci un indirizzo e-mail valido.');
    await user.type(field, 'x');
    expect(screen.queryByText('Inserisci un indirizzo e-mail valido.')).not.toBeInTheDocument();
  });
});
