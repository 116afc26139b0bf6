import { DISPLAY_MONTHS, monthlyCents, threeMonthCents } from '@colleghi/rules';
import { getApiBase } from '@colleghi/shared/platform';
import type {
  PaymentMethod,
  PaymentType,
  Subscription,
  SubscriptionType,
  Variant,
} from '@colleghi/api-contract';
import { priceInputs } from './pricing';

// How an offer reads wherever the catalogue is advertised (the /subscriptions cards, a type's
// page, the dashboard's promo banners): where it leads, its promo image, its price per period;
// and the words a purchase or a held subscription is described with.

/** Where an offer leads: /subscription?type=gold; a bundle by its id as well. */
export function offerPath(offer: Pick<PaymentType, 'type' | 'id'>): string {
  const params = new URLSearchParams({ type: offer.type });
  if (offer.type === 'bundle') params.set('id', String(offer.id));
  return `/subscription?${params.toString()}`;
}

/** Promo images come as paths of the API host ('/static/…') or as absolute URLs. */
export function promoImageUrl(path: string): string {
  try {
    return new URL(path, getApiBase()).href;
  } catch {
    return path;
  }
}

/** Months an offer's price is shown for: 3 for bundle, skills and qualify, else 1. */
export function displayMonths(type: SubscriptionType): number {
  return type === 'bundle' || type === 'additional_skills' || type === 'qualify'
    ? DISPLAY_MONTHS
    : 1;
}

/** How a price reads per period: 'al mese', 'ogni 3 mesi'. */
export function perPeriodLabel(months: number): string {
  return months === 1 ? 'al mese' : `ogni ${months} mesi`;
}

/** A length of time in months: '1 mese', '12 mesi'. */
export function monthsLabel(months: number): string {
  return months === 1 ? '1 mese' : `${months} mesi`;
}

/**
 * The price an offer shows before VAT, for displayMonths(type) months: professional at
 * `cityPrice` when a second city is given, skills and qualify at `variant` (the type's price
 * without one). Throws a RangeError on an amount the catalogue sends unreadable.
 */
export function offerDisplayCents(
  offer: Pick<PaymentType, 'type' | 'price'>,
  {
    variant = null,
    cityPrice = null,
  }: {
    variant?: Pick<Variant, 'price' | 'skills_number'> | null;
    cityPrice?: string | null;
  } = {},
): number {
  const monthly = monthlyCents(
    priceInputs({ type: offer.type, price: offer.price, cityPrice, variant }),
  );
  return displayMonths(offer.type) === 1 ? monthly : threeMonthCents(monthly);
}

/** How a subscription can be bought. */
export const PAYMENT_METHODS = [
  'paypal',
  'credit_card',
  'bank_transfer',
] as const satisfies readonly PaymentMethod[];

export const SUBSCRIPTION_TYPES = [
  'professional',
  'gold',
  'additional_skills',
  'qualify',
  'bundle',
] as const satisfies readonly SubscriptionType[];

/** The payment methods by name, on the purchase buttons and on a held subscription. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<Subscription['payment_method'], string>> = {
  paypal: 'PayPal',
  credit_card: 'Carta di credito',
  bank_transfer: 'Bonifico bancario',
  trial: 'Prova gratuita',
};
