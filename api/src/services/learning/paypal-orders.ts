import type { Executor } from '../../db/client';
import { PAYPAL_SANDBOX_API, paypalAccessTokens } from '../../payments/paypal';
import { euroToCents } from './money';
import type { PaypalOrderFacts, PaypalOrderSource } from './orders';

interface PaypalMoney {
  currency_code?: string;
  value?: string;
}

interface PaypalOrder {
  status?: string;
  purchase_units?: {
    custom_id?: string;
    amount?: PaypalMoney & {
      breakdown?: { item_total?: PaypalMoney; tax_total?: PaypalMoney };
    };
  }[];
}

/**
 * The custom_id the web app puts on the PayPal order it creates with the JS SDK, binding the
 * order to the item and the buyer: "<itemId>:<userId>".
 */
export function paypalCustomId(itemId: number, userId: number): string {
  return `${itemId}:${userId}`;
}

/** Reads an order of PayPal's Orders API v2 into the facts catalogitems/{id}/order/ checks. */
export function paypalOrderFacts(order: PaypalOrder): PaypalOrderFacts | null {
  const unit = order.purchase_units?.[0];
  const match = /^(\d{1,9}):(\d{1,9})$/.exec(unit?.custom_id ?? '');
  const itemTotal = unit?.amount?.breakdown?.item_total;
  const taxTotal = unit?.amount?.breakdown?.tax_total;
  const amountCents = euroToCents(itemTotal?.value);
  const taxCents = euroToCents(taxTotal?.value);
  if (!match || amountCents === null || taxCents === null) return null;
  const currencies = new Set([unit?.amount?.currency_code, itemTotal?.currency_code]);
  return {
    status: order.status ?? '',
    itemId: Number(match[1]),
    userId: Number(match[2]),
    amountCents,
    taxCents,
    currency: currencies.size === 1 ? (unit?.amount?.currency_code ?? '') : '',
  };
}

export interface PaypalKeys {
  clientId: string;
  secret: string;
  /** https://api-m.paypal.com in production; the PayPal sandbox by default. */
  apiBase?: string;
}

/**
 * Orders created and captured in the browser by the real PayPal JS SDK, looked up through
 * PayPal's REST API (GET /v2/checkout/orders/{id}). Used when PayPal keys are configured;
 * not exercised by the tests (they use the offline sandbox).
 */
export function paypalRestOrderSource(keys: PaypalKeys): PaypalOrderSource {
  const apiBase = keys.apiBase ?? PAYPAL_SANDBOX_API;
  const accessToken = paypalAccessTokens(keys.clientId, keys.secret, apiBase);

  return {
    async find(_db: Executor, orderId: string): Promise<PaypalOrderFacts | null> {
      if (!/^[A-Z0-9-]{1,64}$/i.test(orderId)) return null;
      const response = await fetch(`${apiBase}/v2/checkout/orders/${encodeURIComponent(orderId)}`, {
        headers: { Authorization: `Bearer ${await accessToken()}` },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`PayPal order ${response.status}`);
      return paypalOrderFacts((await response.json()) as PaypalOrder);
    },
  };
}
