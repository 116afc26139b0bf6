import { makeSubscription } from '@colleghi/shared/testing';
import { hasSubscriptionError, purchasedSubscription, thankYouFor } from './thank-you';

describe('purchasedSubscription', () => {
  it('reads the Subscription the payment flow passes', () => {
    expect(
      purchasedSubscription({ subscription: makeSubscription({ title: 'Gold', type: 'gold' }) }),
    ).toEqual({
      name: 'Gold',
      type: 'gold',
    });
  });

  it('accepts a title, a type, or an object with either', () => {
    expect(purchasedSubscription({ subscription: 'Pacchetto Studio' })).toEqual({
      name: 'Pacchetto Studio',
      type: null,
    });
    expect(purchasedSubscription({ subscription: 'qualify' })).toEqual({
      name: 'Qualifiche descrittive',
      type: 'qualify',
    });
    expect(purchasedSubscription({ subscription: { type: 'professional' } })).toEqual({
      name: 'Professional',
      type: 'professional',
    });
  });

  it('still thanks when the purchase is announced without its subscription', () => {
    expect(purchasedSubscription({ subscription: null })).toEqual({ name: null, type: null });
  });

  it('is null when the state announces no purchase', () => {
    expect(purchasedSubscription(null)).toBeNull();
    expect(purchasedSubscription(undefined)).toBeNull();
    expect(purchasedSubscription({ scrollTo: 'subscriptions' })).toBeNull();
  });
});

describe('hasSubscriptionError', () => {
  it('spots the activation failure flag', () => {
    expect(hasSubscriptionError('?subscription_error=1')).toBe(true);
    expect(hasSubscriptionError('?subscription_error')).toBe(true);
    expect(hasSubscriptionError('')).toBe(false);
  });
});

describe('thankYouFor', () => {
  it('reads the purchase unless the activation failed', () => {
    const state = { subscription: 'Gold' };
    expect(thankYouFor({ search: '', state })).toEqual({ name: 'Gold', type: null });
    expect(thankYouFor({ search: '?subscription_error=1', state })).toBeNull();
  });
});
