import { screen, waitFor } from '@testing-library/react';
import { sharedStore } from '@colleghi/shared/platform';
import { makeSubscription, makeUser, serveMe } from '@colleghi/shared/testing';
import { purchaseAtom } from './purchase-state';
import { serveActivate, serveHandoffExchange } from './testing/activation-api';
import {
  landingState,
  renderSubscriptions,
  resetPurchase,
  seedMilanoProfessional,
} from './testing/subscriptions-test-api';

const GIULIA = makeUser();
const PROFESSIONAL = makeSubscription({ id: 904 });
/** A handoff token (auth/handoff/): what the activation URLs carry instead of a session key. */
const HANDOFF = 'a'.repeat(64);
const PAYPAL_RETURN =
  `/subscription-activate?auth_token=${HANDOFF}&subscription_id=1&plan_id=11` +
  '&payment_method=paypal&discount_code=BENVENUTO20&city_id=1&sdi=0000000&token=SETUP-1';
const EXCHANGE_BODY = { token: HANDOFF, purpose: 'subscription-activate', subscription_id: 1 };
const DEAD_LINK =
  'Il link di attivazione non è valido, è già stato usato o è scaduto: accedi di nuovo per continuare.';

beforeEach(resetPurchase);

describe('SubscriptionActivatePage', () => {
  it('activates the PayPal return in a fresh tab: exchanges the handoff token, stores the key', async () => {
    seedMilanoProfessional();
    const exchange = serveHandoffExchange('returning-token');
    const activate = serveActivate(GIULIA, { subscription: PROFESSIONAL });
    const me = serveMe(makeUser({ is_certified: true, subscriptions: [PROFESSIONAL] }));
    const { location } = renderSubscriptions(PAYPAL_RETURN);

    expect(screen.getByText('Attivazione abbonamento in corso, attendere..')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));

    // The key comes from the exchange, never from the URL.
    expect(exchange.calls).toEqual([{ body: EXCHANGE_BODY, authorization: null }]);
    expect(localStorage.getItem('auth_token')).toBe('returning-token');
    expect(activate.calls).toEqual([
      {
        typeId: '1',
        authorization: 'Token returning-token',
        body: {
          plan_id: 11,
          payment_method: 'paypal',
          setup_token: 'SETUP-1',
          payment_variant_id: null,
          code: 'BENVENUTO20',
          sdi: '0000000',
          city_id: 1,
        },
      },
    ]);
    // Once to start the session, once after the activation (badges, flags).
    expect(me.calls).toBe(2);
    expect(landingState()).toEqual({ subscription: PROFESSIONAL });
    expect(
      await screen.findByText('Abbonamento Professional attivato con successo!'),
    ).toBeInTheDocument();
    expect(sharedStore.get(purchaseAtom)).toBeNull();
  });

  it('uses the signed-in session when the link carries no auth_token', async () => {
    const activate = serveActivate(GIULIA, { subscription: PROFESSIONAL });
    const me = serveMe(GIULIA);
    const { location } = renderSubscriptions(
      '/subscription-activate?subscription_id=2&plan_id=21&payment_method=bank_transfer&sdi=0000000&idempotency_key=6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
      GIULIA,
    );
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(activate.calls[0]).toEqual({
      typeId: '2',
      authorization: 'Token member-token',
      body: {
        plan_id: 21,
        payment_method: 'bank_transfer',
        idempotency_key: '6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
        payment_variant_id: null,
        code: null,
        sdi: '0000000',
        city_id: null,
      },
    });
    expect(me.calls).toBe(1);
  });

  it('shows the server message and goes to the dashboard with subscription_error', async () => {
    seedMilanoProfessional();
    serveHandoffExchange('returning-token');
    const activate = serveActivate(GIULIA, {
      error: { status: 400, body: { message: 'Il pagamento non è stato autorizzato.' } },
    });
    const { location } = renderSubscriptions(PAYPAL_RETURN, GIULIA, 'returning-token');

    expect(await screen.findByText('Il pagamento non è stato autorizzato.')).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
    expect(location().search).toBe('?subscription_error=1');
    expect(activate.calls).toHaveLength(1);
    // Nothing bought: the choices stay for another attempt.
    expect(sharedStore.get(purchaseAtom)).not.toBeNull();
  });

  it('goes back to the plan page when PayPal was cancelled', async () => {
    seedMilanoProfessional();
    const { location } = renderSubscriptions(
      `${PAYPAL_RETURN.replace('&token=SETUP-1', '')}&paypal_cancelled=1&token=SETUP-1`,
      GIULIA,
      'returning-token',
    );
    expect(
      await screen.findByText('Pagamento PayPal annullato. Puoi scegliere di nuovo come pagare.'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/subscription-plan');
    expect(screen.getByRole('heading', { level: 1, name: 'Scegli il piano' })).toBeInTheDocument();
  });

  it('refuses an incomplete link', async () => {
    const { location } = renderSubscriptions(
      '/subscription-activate?auth_token=t&subscription_id=1&payment_method=paypal',
    );
    expect(
      await screen.findByText('Qualcosa è andato storto! Ti preghiamo di riprovare più tardi.'),
    ).toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe('/dashboard?subscription_error=1');
  });

  it('keeps the session of a browser signed in as the token’s user, and drops the used token', async () => {
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const exchange = serveHandoffExchange('member-token');
    const activate = serveActivate(GIULIA, { subscription: PROFESSIONAL, hold });
    const me = serveMe(GIULIA);
    const { location } = renderSubscriptions(PAYPAL_RETURN, GIULIA);

    await waitFor(() => expect(activate.calls).toHaveLength(1));
    expect(exchange.calls).toEqual([{ body: EXCHANGE_BODY, authorization: 'Token member-token' }]);
    expect(activate.calls[0].authorization).toBe('Token member-token');
    // A reload now runs with the session: the used token is gone from the address bar.
    expect(location().search).not.toContain('auth_token');
    expect(new URLSearchParams(location().search).get('token')).toBe('SETUP-1');
    release();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(localStorage.getItem('auth_token')).toBe('member-token');
    expect(me.calls).toBe(1);
  });

  it('a refused handoff token: the reason, a way to sign in and go on, or back to the plans', async () => {
    const exchange = serveHandoffExchange('', { status: 400, body: { token: [DEAD_LINK] } });
    const activate = serveActivate(GIULIA, { subscription: PROFESSIONAL });
    const { location, user } = renderSubscriptions(PAYPAL_RETURN);

    expect(await screen.findByText(DEAD_LINK)).toBeInTheDocument();
    expect(
      screen.getByText('Impossibile attivare l’abbonamento da questo link'),
    ).toBeInTheDocument();
    expect(exchange.calls).toHaveLength(1);
    expect(activate.calls).toHaveLength(0);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(location().pathname).toBe('/subscription-activate');

    const signIn = screen.getByRole('link', { name: 'Accedi e riprova' });
    const callback = new URL(
      signIn.getAttribute('href') ?? '',
      'http://localhost',
    ).searchParams.get('callback');
    expect(callback).toBe(
      '/subscription-activate?subscription_id=1&plan_id=11&payment_method=paypal' +
        '&discount_code=BENVENUTO20&city_id=1&sdi=0000000&token=SETUP-1',
    );
    expect(screen.getByRole('link', { name: 'Torna agli abbonamenti' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    await user.click(signIn);
    expect(location().pathname).toBe('/signin');
  });

  it('a failed exchange without a server message (5xx) still explains and offers a way on', async () => {
    serveHandoffExchange('', { status: 500, body: {} });
    renderSubscriptions(PAYPAL_RETURN);
    expect(
      await screen.findByText(
        'Non è stato possibile verificare il link di attivazione: accedi di nuovo per continuare.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi e riprova' })).toBeInTheDocument();
  });
});
