// Where the API lives. The host reads /config.json at start-up and calls configureApi, so a
// deployment can point the web app at another API without a rebuild.
const DEFAULT_API_BASE = 'http://localhost:8000/api/';

let apiBase = DEFAULT_API_BASE;

export function configureApi({ apiBase: base }: { apiBase: string }): void {
  // Every endpoint path is relative ("users/me/"), so the base must end with a slash.
  apiBase = base.endsWith('/') ? base : `${base}/`;
}

export function getApiBase(): string {
  return apiBase;
}

/**
 * Public keys of the real payment providers, from the same /config.json. Both optional: without
 * them the API's offline sandbox plays Stripe's and PayPal's part.
 */
export interface PaymentKeys {
  stripePublishableKey: string | null;
  paypalClientId: string | null;
}

const NO_PAYMENT_KEYS: PaymentKeys = { stripePublishableKey: null, paypalClientId: null };

let paymentKeys: PaymentKeys = NO_PAYMENT_KEYS;

/** Called by the host with what its /config.json says; an empty or missing key means sandbox. */
export function configurePaymentKeys(keys: Partial<PaymentKeys> = {}): void {
  const clean = (value: string | null | undefined) => value?.trim() || null;
  paymentKeys = {
    stripePublishableKey: clean(keys.stripePublishableKey),
    paypalClientId: clean(keys.paypalClientId),
  };
}

export function getPaymentKeys(): PaymentKeys {
  return paymentKeys;
}
