/**
 * Payment providers behind one interface: the offline sandbox (default, and in every test) or
 * the real Stripe and PayPal REST APIs when their keys are configured. Amounts are cents; the
 * provider is always asked for amount + VAT (what the customer pays).
 */

export interface ChargeInput {
  /** Net amount (cents) and its VAT: the provider charges their sum. */
  amountCents: number;
  vatCents: number;
  /** Shown to the payer ("Professional – piano annuale"). */
  description: string;
}

export type IntentState =
  { status: 'pending' } | { status: 'succeeded' } | { status: 'failed'; message: string | null };

export interface CardProvider {
  readonly name: 'sandbox' | 'stripe';
  /** A payment intent for a payment method created in the browser. */
  createIntent(
    input: ChargeInput & { paymentMethodId: string },
  ): Promise<{ id: string; clientSecret: string }>;
  /** Reads the intent's state (the sandbox counts these reads for its slow card). */
  retrieveIntent(id: string): Promise<IntentState>;
  /** Gives the money back (a paid intent whose activation was refused). */
  refund(id: string): Promise<void>;
}

export type SetupTokenState = 'pending' | 'approved' | 'cancelled';

export type CaptureResult = { ok: true; reference: string } | { ok: false; message: string | null };

export interface PaypalProvider {
  readonly name: 'sandbox' | 'paypal';
  /** A vault setup token the payer approves on the provider's page. */
  createSetupToken(
    input: ChargeInput & { returnUrl: string; cancelUrl: string; apiBase: string },
  ): Promise<{ id: string; selfUrl: string; approveUrl: string }>;
  setupTokenState(id: string): Promise<SetupTokenState>;
  /** Charges the approved token once (idempotent on the token at the provider). */
  capture(id: string, input: ChargeInput): Promise<CaptureResult>;
  refund(captureReference: string): Promise<void>;
}

export interface PaymentProviders {
  card: CardProvider;
  paypal: PaypalProvider;
}

export interface PaymentKeys {
  stripeSecretKey?: string;
  stripeApiBase?: string;
  paypalClientId?: string;
  paypalSecret?: string;
  paypalApiBase?: string;
}

/** A provider refused or failed; the message is Italian and can be shown. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** The provider's own code for the refusal, where it gives one (e.g. Stripe's error.code). */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/**
 * A provider call that may repeat one already made (a refund two requests found due): the
 * provider's refusal with `doneCode` ("already refunded") means it is done, like a success.
 */
export async function unlessAlreadyDone(doneCode: string, call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    if (error instanceof ProviderError && error.code === doneCode) return;
    throw error;
  }
}
