import { centsToDecimal } from '@colleghi/rules';
import type { CaptureResult, ChargeInput, PaypalProvider, SetupTokenState } from './provider';
import { ProviderError, unlessAlreadyDone } from './provider';

interface Link {
  rel: string;
  href: string;
}

/** PayPal's sandbox REST API: where the real providers talk unless a base is configured. */
export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

/**
 * OAuth access tokens (client credentials) of PayPal's REST API, each reused until a minute
 * before it expires. Shared by the subscriptions provider and the course orders' lookup.
 */
export function paypalAccessTokens(
  clientId: string,
  secret: string,
  apiBase: string,
): () => Promise<string> {
  let token: { value: string; expiresAt: number } | null = null;
  return async () => {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const response = await fetch(`${apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new ProviderError(`PayPal auth ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  };
}

/**
 * PayPal through its REST API (no SDK): a vault setup token approved by the payer, turned into
 * a payment token, then one captured order with the VAT as tax. Used when PAYPAL_CLIENT_ID and
 * PAYPAL_SECRET are set. The tests use the sandbox, except for the refunds
 * (test/payments-refunds.test.ts, against a local stand-in of the API).
 */
export class PaypalRestProvider implements PaypalProvider {
  readonly name = 'paypal' as const;
  private readonly accessToken: () => Promise<string>;

  constructor(
    clientId: string,
    secret: string,
    private readonly apiBase = PAYPAL_SANDBOX_API,
  ) {
    this.accessToken = paypalAccessTokens(clientId, secret, apiBase);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: object, requestId?: string) {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await this.accessToken()}`,
      'Content-Type': 'application/json',
    };
    if (requestId) headers['PayPal-Request-Id'] = requestId;
    const response = await fetch(`${this.apiBase}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json()) as T & {
      message?: string;
      details?: { issue?: string }[];
    };
    if (!response.ok) {
      throw new ProviderError(
        json.message ?? `PayPal ${response.status}`,
        json.details?.[0]?.issue ?? null,
      );
    }
    return json;
  }

  async createSetupToken(input: ChargeInput & { returnUrl: string; cancelUrl: string }) {
    const token = await this.call<{ id: string; links: Link[] }>('POST', '/v3/vault/setup-tokens', {
      payment_source: {
        paypal: {
          usage_type: 'MERCHANT',
          description: input.description,
          experience_context: {
            brand_name: 'Colleghi',
            locale: 'it-IT',
            shipping_preference: 'NO_SHIPPING',
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
          },
        },
      },
    });
    const link = (rel: string) => token.links.find((l) => l.rel === rel)?.href ?? '';
    return { id: token.id, selfUrl: link('self'), approveUrl: link('approve') };
  }

  async setupTokenState(id: string): Promise<SetupTokenState> {
    const token = await this.call<{ status: string }>(
      'GET',
      `/v3/vault/setup-tokens/${encodeURIComponent(id)}`,
    );
    if (token.status === 'APPROVED' || token.status === 'VAULTED') return 'approved';
    if (token.status === 'CREATED' || token.status === 'PAYER_ACTION_REQUIRED') return 'pending';
    return 'cancelled';
  }

  async capture(id: string, input: ChargeInput): Promise<CaptureResult> {
    const paymentToken = await this.call<{ id: string }>(
      'POST',
      '/v3/vault/payment-tokens',
      { payment_source: { token: { id, type: 'SETUP_TOKEN' } } },
      `payment-token-${id}`,
    );
    const money = (cents: number) => ({ currency_code: 'EUR', value: centsToDecimal(cents) });
    // The setup token id as request id: a retried capture returns the same order.
    const order = await this.call<{
      status: string;
      purchase_units?: { payments?: { captures?: { id: string }[] } }[];
    }>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            description: input.description,
            amount: {
              ...money(input.amountCents + input.vatCents),
              breakdown: { item_total: money(input.amountCents), tax_total: money(input.vatCents) },
            },
            items: [
              {
                name: input.description,
                quantity: '1',
                unit_amount: money(input.amountCents),
                tax: money(input.vatCents),
                category: 'DIGITAL_GOODS',
              },
            ],
          },
        ],
        payment_source: { paypal: { vault_id: paymentToken.id } },
      },
      `order-${id}`,
    );
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (order.status !== 'COMPLETED' || !capture) return { ok: false, message: null };
    return { ok: true, reference: capture.id };
  }

  /** Refunds once however many requests find it due at once (the request id), or again later. */
  async refund(captureReference: string): Promise<void> {
    await unlessAlreadyDone('CAPTURE_FULLY_REFUNDED', () =>
      this.call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureReference)}/refund`,
        {},
        `refund-${captureReference}`,
      ),
    );
  }
}
