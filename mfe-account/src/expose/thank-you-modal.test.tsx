import { act, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from '@colleghi/shared/router';
import {
  HttpResponse,
  apiUrl,
  http,
  makeSubscription,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import { ArriveWithState } from '../features/dashboard-widgets/testing/arrive-with-state';
import OnboardingModalWidget from './onboarding-modal';
import ThankYouModalWidget from './thank-you-modal';

const session = { token: 'chiave', user: makeUser() };

/**
 * The dashboard as the payment flow opens it (navigate('/dashboard', { state })), once the
 * on-demand dialog code has loaded, as in the browser.
 */
async function renderAfterPurchase(state: unknown, to = '/dashboard') {
  const view = renderWithProviders(
    <ArriveWithState to={to} state={state}>
      <ThankYouModalWidget />
    </ArriveWithState>,
    { session },
  );
  // One turn of the event loop: the lazy dialog module resolves and React renders it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Pagina precedente
    </button>
  );
}

describe('ThankYouModal widget', () => {
  it('thanks for the subscription named in the location state', async () => {
    await renderAfterPurchase({ subscription: makeSubscription({ title: 'Gold', type: 'gold' }) });

    // The dialog's code loads on demand.
    const dialog = await screen.findByRole('dialog', { name: 'Grazie!' });
    expect(dialog).toHaveTextContent('Il tuo abbonamento Gold è stato attivato con successo.');
    expect(dialog).toHaveTextContent('Ora puoi descrivere le tue competenze e il tuo studio.');
  });

  it('names a subscription passed by title or type alone', async () => {
    await renderAfterPurchase({ subscription: { type: 'qualify' } });
    expect(screen.getByRole('dialog', { name: 'Grazie!' })).toHaveTextContent(
      'Il tuo abbonamento Qualifiche descrittive è stato attivato con successo.',
    );
  });

  it('still thanks when the subscription is not known', async () => {
    await renderAfterPurchase({ subscription: null });
    expect(screen.getByRole('dialog', { name: 'Grazie!' })).toHaveTextContent(
      'Il tuo abbonamento è stato attivato con successo.',
    );
  });

  it('shows nothing on a plain visit of the dashboard', async () => {
    renderWithProviders(<ThankYouModalWidget />, { session, route: '/dashboard' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing after a failed activation (?subscription_error)', async () => {
    await renderAfterPurchase(
      { subscription: makeSubscription() },
      '/dashboard?subscription_error=1',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing clears the state, so it does not come back', async () => {
    const { user, location } = await renderAfterPurchase({ subscription: makeSubscription() });

    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/dashboard');
    expect(location().state).toBeNull();
  });

  it('closes with Escape as well', async () => {
    const { user, location } = await renderAfterPurchase({ subscription: makeSubscription() });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().state).toBeNull();
  });

  it('leads to the subscriptions of the profile', async () => {
    const { user, location } = await renderAfterPurchase({ subscription: makeSubscription() });

    const dialog = screen.getByRole('dialog', { name: 'Grazie!' });
    await user.click(within(dialog).getByRole('button', { name: 'Vai ai tuoi abbonamenti' }));
    expect(location().pathname).toBe('/profile');
    expect(location().state).toEqual({ scrollTo: 'subscriptions' });
  });

  it('does not come back when the user returns with Back', async () => {
    const { user, location } = renderWithProviders(
      <ArriveWithState to="/dashboard" state={{ subscription: makeSubscription() }}>
        <BackButton />
        <ThankYouModalWidget />
      </ArriveWithState>,
      { session },
    );

    await user.click(screen.getByRole('button', { name: 'Vai ai tuoi abbonamenti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    expect(location().pathname).toBe('/dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('comes before the onboarding, which follows once it is closed', async () => {
    server.use(
      http.post(apiUrl('popups/seen/'), () => HttpResponse.json({ popup_id: 1, seen: true })),
      http.get(apiUrl('users/me/'), () => HttpResponse.json(makeUser())),
    );
    const { user } = renderWithProviders(
      <ArriveWithState to="/dashboard" state={{ subscription: makeSubscription() }}>
        <ThankYouModalWidget />
        <OnboardingModalWidget />
      </ArriveWithState>,
      { session: { token: 'chiave', user: makeUser({ missing_popups: [1, 2] }) } },
    );

    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Grazie!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(
      await screen.findByRole('dialog', { name: 'Scambia attività con i colleghi' }),
    ).toBeInTheDocument();
  });
});
