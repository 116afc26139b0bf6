import type { Clock } from '../context';
import type { Db } from '../db/client';
import { PaypalRestProvider } from './paypal';
import type { CardProvider, PaymentKeys, PaypalProvider } from './provider';
import { SandboxProvider } from './sandbox';
import { StripeProvider } from './stripe';

export interface Payments {
  card: CardProvider;
  paypal: PaypalProvider;
  /** The offline provider, when it plays the part of at least one of the two. */
  sandbox: SandboxProvider | null;
}

/** Real providers where keys are configured, the offline sandbox for the rest. */
export function createPayments(db: Db, clock: Clock, keys: PaymentKeys = {}): Payments {
  const sandbox = new SandboxProvider(db, clock);
  const card = keys.stripeSecretKey
    ? new StripeProvider(keys.stripeSecretKey, keys.stripeApiBase)
    : sandbox;
  const paypal =
    keys.paypalClientId && keys.paypalSecret
      ? new PaypalRestProvider(keys.paypalClientId, keys.paypalSecret, keys.paypalApiBase)
      : sandbox;
  const usesSandbox = card === sandbox || paypal === sandbox;
  return { card, paypal, sandbox: usesSandbox ? sandbox : null };
}
