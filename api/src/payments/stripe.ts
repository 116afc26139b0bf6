import type { CardProvider, ChargeInput, IntentState } from './provider';
import { ProviderError, unlessAlreadyDone } from './provider';

/**
 * Stripe through its REST API (no SDK): PaymentIntents confirmed in the browser by Stripe.js.
 * Used when STRIPE_SECRET_KEY is set. The tests use the sandbox, except for the refunds
 * (test/payments-refunds.test.ts, against a local stand-in of the API).
 */
export class StripeProvider implements CardProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly secretKey: string,
    private readonly apiBase = 'https://api.stripe.com',
  ) {}

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string>,
    idempotencyKey?: string,
  ) {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const response = await fetch(`${this.apiBase}${path}`, {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const body = (await response.json()) as T & { error?: { message?: string; code?: string } };
    if (!response.ok) {
      throw new ProviderError(
        body.error?.message ?? `Stripe ${response.status}`,
        body.error?.code ?? null,
      );
    }
    return body;
  }

  async createIntent(input: ChargeInput & { paymentMethodId: string }) {
    const intent = await this.call<{ id: string; client_secret: string }>(
      'POST',
      '/v1/payment_intents',
      {
        amount: String(input.amountCents + input.vatCents),
        currency: 'eur',
        payment_method: input.paymentMethodId,
        'payment_method_types[]': 'card',
        description: input.description,
        'metadata[amount_cents]': String(input.amountCents),
        'metadata[vat_cents]': String(input.vatCents),
      },
    );
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieveIntent(id: string): Promise<IntentState> {
    const intent = await this.call<{
      status: string;
      last_payment_error?: { message?: string } | null;
    }>('GET', `/v1/payment_intents/${encodeURIComponent(id)}`);
    if (intent.status === 'succeeded') return { status: 'succeeded' };
    if (intent.status === 'canceled') return { status: 'failed', message: null };
    if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
      return { status: 'failed', message: intent.last_payment_error.message ?? null };
    }
    return { status: 'pending' };
  }

  /**
   * Two requests may find one refund due at once (two polls of the intent): the idempotency key
   * makes Stripe refund once and answer both alike; past the key's 24 hours, Stripe's "already
   * refunded" is the same answer.
   */
  async refund(id: string): Promise<void> {
    await unlessAlreadyDone('charge_already_refunded', () =>
      this.call('POST', '/v1/refunds', { payment_intent: id }, `refund-${id}`),
    );
  }
}
