import type { PaymentMethod, RequestBody } from '@colleghi/api-contract';
import { PAYMENT_METHODS } from './offers';

// /subscription-activate: where bank transfer goes straight away and where PayPal
// returns (the provider appends &token={setup token id}). The page activates from the query alone,
// so a reload or a second tab replays the same activation (idempotent on token / idempotency_key).

export const ACTIVATION_PATH = '/subscription-activate';

type WireChoice = Omit<
  RequestBody<'/api/paypal/setup-tokens/', 'post'>,
  'return_url' | 'cancel_url' | 'payment_method'
>;

/**
 * What identifies a purchase, as the screens build it for every payment route: each optional
 * choice is there, null when not made. The server prices it; the client never sends an amount.
 */
export type PurchaseChoice = { [K in keyof WireChoice]-?: Exclude<WireChoice[K], '' | undefined> };

export interface ActivationParams {
  auth_token: string;
  /** The payment type id (the catalogue entry being bought). */
  subscription_id: number;
  plan_id: number;
  payment_method: PaymentMethod;
  /** additional_skills and qualify. */
  variant_id: number | null;
  discount_code: string | null;
  city_id: number | null;
  sdi: string | null;
  /** bank_transfer: the client-generated uuid that makes a retry safe. */
  idempotency_key: string | null;
  /** PayPal (appended by the provider on return) or the succeeded card intent id. */
  token: string | null;
}

const ORDER: readonly (keyof ActivationParams)[] = [
  'auth_token',
  'subscription_id',
  'plan_id',
  'payment_method',
  'variant_id',
  'discount_code',
  'city_id',
  'sdi',
  'idempotency_key',
  'token',
];

/**
 * `/subscription-activate?auth_token=…&subscription_id=…` (null values left out), absolute when
 * an origin is given (PayPal return and cancel urls). Always carries a query, so the provider's
 * `&token=` appends correctly.
 */
export function buildActivationUrl(
  params: Omit<ActivationParams, 'token'> & { token?: string | null },
  origin?: string,
): string {
  const query = new URLSearchParams();
  for (const key of ORDER) {
    const value = params[key];
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  const path = `${ACTIVATION_PATH}?${query.toString()}`;
  return origin ? `${origin.replace(/\/+$/, '')}${path}` : path;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

function text(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value;
}

function isPaymentMethod(value: string | null): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly (string | null)[]).includes(value);
}

/**
 * The parameters of an activation URL's query, or null when a required one (auth_token,
 * subscription_id, plan_id, payment_method) is missing or malformed. Optional ids that are not
 * positive integers read as null.
 */
export function parseActivationParams(search: string | URLSearchParams): ActivationParams | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const authToken = text(query.get('auth_token'));
  const typeId = positiveInt(query.get('subscription_id'));
  const planId = positiveInt(query.get('plan_id'));
  const method = query.get('payment_method');
  if (!authToken || typeId === null || planId === null || !isPaymentMethod(method)) return null;
  return {
    auth_token: authToken,
    subscription_id: typeId,
    plan_id: planId,
    payment_method: method,
    variant_id: positiveInt(query.get('variant_id')),
    discount_code: text(query.get('discount_code')),
    city_id: positiveInt(query.get('city_id')),
    sdi: text(query.get('sdi')),
    idempotency_key: text(query.get('idempotency_key')),
    token: text(query.get('token')),
  };
}

/** The activate call the page makes: the type id for the path and the body. */
export function activationRequest(params: ActivationParams): {
  typeId: number;
  body: RequestBody<'/api/payment-types/{id}/activate/', 'post'>;
} {
  const body: RequestBody<'/api/payment-types/{id}/activate/', 'post'> = {
    plan_id: params.plan_id,
    payment_method: params.payment_method,
    payment_variant_id: params.variant_id,
    code: params.discount_code,
    sdi: params.sdi,
    city_id: params.city_id,
  };
  if (params.token) body.setup_token = params.token;
  if (params.idempotency_key) body.idempotency_key = params.idempotency_key;
  return { typeId: params.subscription_id, body };
}
