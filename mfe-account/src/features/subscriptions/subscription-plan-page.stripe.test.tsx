import { act, screen, waitFor, within } from '@testing-library/react';
import { configurePaymentKeys } from '@colleghi/shared/platform';
import { makeSubscription, makeUser, serveMe } from '@colleghi/shared/testing';
import { forgetStripeClients } from './payments/load-stripe';
import type { StripeCardChange, StripeClient } from './payments/load-stripe';
import { serveCardApi } from './testing/card-api';
import {
  landingState,
  renderSubscriptions,
  resetPurchase,
  seedPurchase,
} from './testing/subscriptions-test-api';

const GOLD = makeSubscription({ id: 905, payment_type_id: 2, type: 'gold', title: 'Gold' });

/** A stand-in for Stripe.js (window.Stripe), recording what the card step asks of it. */
function installFakeStripe() {
  const calls = {
    keys: [] as string[],
    elementOptions: [] as unknown[],
    createPaymentMethod: [] as unknown[],
    confirmCardPayment: [] as string[],
  };
  let change: ((event: StripeCardChange) => void) | undefined;
  const element = {
    mount: jest.fn(),
    on: (_event: 'change', handler: (event: StripeCardChange) => void) => {
      change = handler;
    },
    update: jest.fn(),
    destroy: jest.fn(),
  };
  const client: StripeClient = {
    elements: () => ({
      create: (_type, options) => {
        calls.elementOptions.push(options);
        return element;
      },
    }),
    createPaymentMethod: async (options) => {
      calls.createPaymentMethod.push(options.billing_details);
      return { paymentMethod: { id: 'pm_stripe_1' } };
    },
    confirmCardPayment: async (secret) => {
      calls.confirmCardPayment.push(secret);
      return { paymentIntent: { status: 'succeeded' } };
    },
  };
  window.Stripe = (key) => {
    calls.keys.push(key);
    return client;
  };
  return { calls, element, change: (event: StripeCardChange) => change?.(event) };
}

beforeEach(() => {
  resetPurchase();
  forgetStripeClients();
  // As the host does with its /config.json; the jest setup clears the keys after each test.
  configurePaymentKeys({ stripePublishableKey: 'pk_test_colleghi' });
});

afterEach(() => {
  delete window.Stripe;
});

describe('SubscriptionPlanPage with Stripe configured', () => {
  it('pays through Stripe Elements (postal code hidden) with the same intent and polling', async () => {
    seedPurchase('gold');
    const stripe = installFakeStripe();
    const card = serveCardApi({ subscriptionId: GOLD.id });
    serveMe(makeUser({ is_gold: true, subscriptions: [GOLD] }));
    const { user, location } = renderSubscriptions('/subscription-plan', makeUser());

    await user.click(screen.getByRole('radio', { name: 'Carta di credito' }));
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    const dialog = screen.getByRole('dialog', { name: 'Conferma abbonamento' });
    await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
    expect(stripe.calls.keys).toEqual(['pk_test_colleghi']);
    expect(stripe.calls.elementOptions).toEqual([{ hidePostalCode: true }]);
    expect(within(dialog).queryByRole('textbox', { name: 'Numero della carta' })).toBeNull();

    const pay = within(dialog).getByRole('button', { name: 'Paga' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Intestatario della carta' }),
      'Giulia Bianchi',
    );
    expect(pay).toBeDisabled();
    act(() => stripe.change({ complete: true }));
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(stripe.calls.createPaymentMethod).toEqual([{ name: 'Giulia Bianchi' }]);
    expect(card.intents[0]).toMatchObject({ payment_method_id: 'pm_stripe_1', plan_id: 21 });
    expect(stripe.calls.confirmCardPayment).toEqual(['pi_sandbox_1_secret']);
    // The sandbox confirm endpoint is not involved: Stripe confirmed the card itself.
    expect(card.confirms).toEqual([]);
    expect(landingState()).toEqual({ subscription: GOLD });
  });

  it('shows the card error Stripe reports under its field', async () => {
    seedPurchase('gold');
    const stripe = installFakeStripe();
    const { user } = renderSubscriptions('/subscription-plan', makeUser());
    await user.click(screen.getByRole('radio', { name: 'Carta di credito' }));
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
    act(() =>
      stripe.change({ complete: false, error: { message: 'Il numero della carta non è valido.' } }),
    );
    expect(await screen.findByText('Il numero della carta non è valido.')).toBeInTheDocument();
  });
});
