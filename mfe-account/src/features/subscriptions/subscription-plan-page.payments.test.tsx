import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { sharedStore } from '@colleghi/shared/platform';
import type { RequestBody } from '@colleghi/api-contract';
import { makeSubscription, makeUser, serveEndpoint, serveMe } from '@colleghi/shared/testing';
import { redirectTo } from './payments/redirect';
import { purchaseAtom } from './purchase-state';
import { serveActivate, serveHandoffCreate, serveHandoffExchange } from './testing/activation-api';
import { CARDS, serveCardApi } from './testing/card-api';
import { BENVENUTO20_MESSAGE } from './testing/coupons';
import {
  landingState,
  renderSubscriptions,
  resetPurchase,
  seedMilanoProfessional,
  seedPurchase,
} from './testing/subscriptions-test-api';

jest.mock('./payments/redirect', () => ({ redirectTo: jest.fn() }));

const GIULIA = makeUser();
const PROFESSIONAL = makeSubscription({ id: 901, city: null });
const GIULIA_CERTIFIED = makeUser({ is_certified: true, subscriptions: [PROFESSIONAL] });
const FAILED = 'Qualcosa è andato storto! Ti preghiamo di riprovare più tardi.';
/** What auth/handoff/ answers: the activation URLs carry it instead of the session key. */
const HANDOFF = 'b'.repeat(64);

function seedWithPromo() {
  const state = seedMilanoProfessional();
  sharedStore.set(purchaseAtom, {
    ...state,
    promo: { code: 'BENVENUTO20', percentage: 20, discount: null, message: BENVENUTO20_MESSAGE },
  });
}

async function payByCard(user: UserEvent, number: string): Promise<void> {
  await user.click(screen.getByRole('radio', { name: 'Carta di credito' }));
  await user.click(screen.getByRole('button', { name: 'Prosegui' }));
  const dialog = screen.getByRole('dialog', { name: 'Conferma abbonamento' });
  const pay = within(dialog).getByRole('button', { name: 'Paga' });
  expect(pay).toBeDisabled();
  await user.type(
    await within(dialog).findByRole('textbox', { name: 'Numero della carta' }),
    number,
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'Scadenza (MM/AA)' }), '1230');
  await user.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
  expect(pay).toBeDisabled();
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Intestatario della carta' }),
    'Giulia Bianchi',
  );
  expect(pay).toBeEnabled();
  await user.click(pay);
}

beforeEach(() => {
  resetPurchase();
  jest.mocked(redirectTo).mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('SubscriptionPlanPage card payment', () => {
  it('pays, polls until successful, reloads the user and opens the dashboard', async () => {
    seedWithPromo();
    const card = serveCardApi();
    const me = serveMe(GIULIA_CERTIFIED);
    const { user, location } = renderSubscriptions('/subscription-plan', GIULIA);

    await payByCard(user, CARDS.succeeds);

    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(card.paymentMethods).toEqual([
      {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
        name: 'Giulia Bianchi',
      },
    ]);
    expect(card.intents).toEqual([
      {
        payment_method_id: 'pm_sandbox_4242',
        payment_method: 'credit_card',
        payment_type_id: 1,
        plan_id: 11,
        payment_variant_id: null,
        code: 'BENVENUTO20',
        sdi: '0000000',
        city_id: 1,
      },
    ]);
    expect(card.confirms).toEqual([{ client_secret: 'pi_sandbox_1_secret' }]);
    expect(card.polls).toHaveLength(1);
    expect(me.calls).toBe(1);
    expect(landingState()).toEqual({ subscription: PROFESSIONAL });
    expect(
      await screen.findByText('Abbonamento Professional attivato con successo!'),
    ).toBeInTheDocument();
    expect(sharedStore.get(purchaseAtom)).toBeNull();
  });

  it('keeps asking every second while the payment is pending, then succeeds', async () => {
    jest.useFakeTimers();
    seedWithPromo();
    const card = serveCardApi({
      confirm: { status: 'processing' },
      statuses: ['pending', 'pending', 'successful'],
    });
    serveMe(GIULIA_CERTIFIED);
    const { location } = renderSubscriptions('/subscription-plan', GIULIA);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await payByCard(user, CARDS.slow);

    await waitFor(() => expect(card.polls).toHaveLength(1));
    expect(await screen.findByText('Stiamo verificando il pagamento…')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(card.polls).toHaveLength(2));
    expect(location().pathname).toBe('/subscription-plan');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));

    expect(card.polls).toHaveLength(3);
    const gaps = card.polls.slice(1).map((time, index) => time - card.polls[index]);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(1000);
      expect(gap).toBeLessThan(1500);
    }
    expect(landingState()).toEqual({ subscription: PROFESSIONAL });
  });

  it('shows the spec toast when the payment ends failed, and activates nothing', async () => {
    seedWithPromo();
    const card = serveCardApi({ confirm: { status: 'processing' }, statuses: ['failed'] });
    const { user, location } = renderSubscriptions('/subscription-plan', GIULIA);

    await payByCard(user, CARDS.succeeds);

    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(card.polls).toHaveLength(1);
    expect(location().pathname).toBe('/subscription-plan');
    // The dialog is usable again for another attempt.
    const dialog = screen.getByRole('dialog', { name: 'Conferma abbonamento' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeEnabled(),
    );
    expect(sharedStore.get(purchaseAtom)).not.toBeNull();
  });

  it('shows the provider message when the card is declined', async () => {
    seedWithPromo();
    const card = serveCardApi({
      confirm: { status: 'failed', error: { message: 'La carta è stata rifiutata.' } },
    });
    const { user, location } = renderSubscriptions('/subscription-plan', GIULIA);

    await payByCard(user, CARDS.declined);

    expect(await screen.findByText('La carta è stata rifiutata.')).toBeInTheDocument();
    expect(card.polls).toHaveLength(0);
    expect(location().pathname).toBe('/subscription-plan');
  });

  it('shows the provider message when the card number is refused', async () => {
    seedWithPromo();
    const card = serveCardApi();
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);

    await payByCard(user, CARDS.invalid);

    expect(await screen.findByText('Il numero della carta non è valido.')).toBeInTheDocument();
    expect(card.intents).toHaveLength(0);
  });

  it('shows the server message when the intent is refused', async () => {
    seedWithPromo();
    const card = serveCardApi();
    serveEndpoint('post', 'stripe/create/', {
      status: 400,
      body: { message: 'Il codice promozionale è scaduto.' },
    });
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);

    await payByCard(user, CARDS.succeeds);

    expect(await screen.findByText('Il codice promozionale è scaduto.')).toBeInTheDocument();
    expect(card.confirms).toHaveLength(0);
  });
});

describe('SubscriptionPlanPage PayPal and bank transfer', () => {
  it('asks for a setup token and opens the approval link, returning to the activation page', async () => {
    seedWithPromo();
    const handoff = serveHandoffCreate(HANDOFF);
    const approve = 'http://localhost:8000/api/sandbox/paypal/approve/SETUP-1/';
    const bodies = serveEndpoint('post', 'paypal/setup-tokens/', {
      body: {
        id: 'SETUP-1',
        links: [
          { rel: 'self', href: 'http://localhost:8000/api/paypal/setup-tokens/SETUP-1/' },
          { rel: 'approve', href: approve },
        ],
        amount: '114.43',
        vat: '25.17',
      },
    }).bodies as RequestBody<'/api/paypal/setup-tokens/', 'post'>[];
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);

    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    const dialog = screen.getByRole('dialog', { name: 'Conferma abbonamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Prosegui con PayPal' }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(approve));
    // A handoff token bound to this activation, never the session key (member-token).
    expect(handoff.calls).toEqual([
      {
        body: { purpose: 'subscription-activate', subscription_id: 1 },
        authorization: 'Token member-token',
      },
    ]);
    const returnUrl =
      `http://localhost/subscription-activate?auth_token=${HANDOFF}&subscription_id=1&plan_id=11` +
      '&payment_method=paypal&discount_code=BENVENUTO20&city_id=1&sdi=0000000';
    expect(bodies).toEqual([
      {
        payment_type_id: 1,
        plan_id: 11,
        payment_variant_id: null,
        code: 'BENVENUTO20',
        sdi: '0000000',
        city_id: 1,
        return_url: returnUrl,
        cancel_url: `${returnUrl}&paypal_cancelled=1`,
      },
    ]);
    // Still waiting for the browser to leave: nothing can be pressed twice.
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeDisabled();
  });

  it('shows the server message when PayPal cannot start', async () => {
    seedPurchase('gold');
    serveHandoffCreate(HANDOFF);
    serveEndpoint('post', 'paypal/setup-tokens/', {
      status: 400,
      body: { return_url: ['Indirizzo di ritorno non ammesso.'] },
    });
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    await user.click(screen.getByRole('button', { name: 'Prosegui con PayPal' }));
    expect(await screen.findByText('Indirizzo di ritorno non ammesso.')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('does not leave for PayPal without a handoff token', async () => {
    seedPurchase('gold');
    serveHandoffCreate('', {
      status: 400,
      body: { subscription_id: ['Seleziona un abbonamento valido.'] },
    });
    const setup = serveEndpoint('post', 'paypal/setup-tokens/', { body: {} });
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    await user.click(screen.getByRole('button', { name: 'Prosegui con PayPal' }));
    expect(await screen.findByText('Seleziona un abbonamento valido.')).toBeInTheDocument();
    expect(setup.calls).toBe(0);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('stays on the plan for a bank transfer without a handoff token', async () => {
    seedPurchase('gold');
    serveHandoffCreate('', {
      status: 400,
      body: { subscription_id: ['Seleziona un abbonamento valido.'] },
    });
    const { user, location } = renderSubscriptions('/subscription-plan', GIULIA);
    await user.click(screen.getByRole('radio', { name: 'Bonifico bancario' }));
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Seleziona un abbonamento valido.')).toBeInTheDocument();
    expect(location().pathname).toBe('/subscription-plan');
  });

  it('goes straight to the activation page for a bank transfer, with an idempotency key', async () => {
    seedPurchase('additional_skills', { variantId: 32, sdi: 'ABC1234' });
    const handoff = serveHandoffCreate(HANDOFF);
    const exchange = serveHandoffExchange('member-token');
    const skills = makeSubscription({
      id: 903,
      payment_type_id: 3,
      type: 'additional_skills',
      title: 'Competenze aggiuntive',
    });
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const activate = serveActivate(GIULIA, { subscription: skills, hold });
    serveMe(makeUser({ subscriptions: [skills] }));
    const { user, location } = renderSubscriptions('/subscription-plan', GIULIA);

    await user.click(screen.getByRole('radio', { name: 'Bonifico bancario' }));
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));

    await waitFor(() => expect(location().pathname).toBe('/subscription-activate'));
    expect(screen.getByText('Attivazione abbonamento in corso, attendere..')).toBeInTheDocument();
    expect(handoff.calls).toEqual([
      {
        body: { purpose: 'subscription-activate', subscription_id: 3 },
        authorization: 'Token member-token',
      },
    ]);
    // The link carried the handoff token (the page exchanged it, keeping this browser's
    // session), then dropped it from the address bar.
    await waitFor(() => expect(activate.calls).toHaveLength(1));
    expect(exchange.calls).toEqual([
      {
        body: { token: HANDOFF, purpose: 'subscription-activate', subscription_id: 3 },
        authorization: 'Token member-token',
      },
    ]);
    // The address bar is cleaned once the exchange answered, a moment after the activation left.
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
        subscription_id: '3',
        plan_id: '34',
        payment_method: 'bank_transfer',
        variant_id: '32',
        sdi: 'ABC1234',
        idempotency_key: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
      }),
    );
    const query = new URLSearchParams(location().search);

    release();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(activate.calls).toEqual([
      {
        typeId: '3',
        authorization: 'Token member-token',
        body: {
          plan_id: 34,
          payment_method: 'bank_transfer',
          payment_variant_id: 32,
          code: null,
          sdi: 'ABC1234',
          city_id: null,
          idempotency_key: query.get('idempotency_key'),
        },
      },
    ]);
    expect(landingState()).toEqual({ subscription: skills });
  });
});
