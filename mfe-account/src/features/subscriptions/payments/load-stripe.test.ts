import { STRIPE_SCRIPT_URL, forgetStripeClients, loadStripe } from './load-stripe';
import type { StripeClient } from './load-stripe';

afterEach(() => {
  forgetStripeClients();
  delete window.Stripe;
  document.head.innerHTML = '';
});

describe('loadStripe', () => {
  it('adds the Stripe.js script tag once and builds an Italian client per key', async () => {
    const client = {} as StripeClient;
    const factory = jest.fn(() => client);

    const first = loadStripe('pk_test_1');
    const second = loadStripe('pk_test_1');
    const scripts = document.head.querySelectorAll(`script[src="${STRIPE_SCRIPT_URL}"]`);
    expect(scripts).toHaveLength(1);

    window.Stripe = factory;
    scripts[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(client);
    await expect(second).resolves.toBe(client);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledWith('pk_test_1', { locale: 'it' });
  });

  it('fails when the script cannot load, and tries again next time', async () => {
    const failed = loadStripe('pk_test_2');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Stripe.js non raggiungibile');

    window.Stripe = jest.fn(() => ({}) as StripeClient);
    await expect(loadStripe('pk_test_2')).resolves.toEqual({});
  });
});
