import { configurePaymentKeys, getPaymentKeys } from './config';

describe('payment keys', () => {
  it('default to none: the sandbox plays the providers', () => {
    expect(getPaymentKeys()).toEqual({ stripePublishableKey: null, paypalClientId: null });
  });

  it('keep trimmed keys and read blank ones as missing', () => {
    configurePaymentKeys({ stripePublishableKey: ' pk_test_1 ', paypalClientId: '  ' });
    expect(getPaymentKeys()).toEqual({ stripePublishableKey: 'pk_test_1', paypalClientId: null });
  });
});
