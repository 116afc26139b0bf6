import { getApiBase, monthlyCents, threeMonthCents } from '@colleghi/shared';
import type { PaymentType, SubscriptionType, Variant } from '@colleghi/shared';
import { perPeriodLabel } from './plan-label';

/** Types whose price is shown for 3 months (spec 02 §9). */
const THREE_MONTH_TYPES: readonly SubscriptionType[] = ['bundle', 'additional_skills', 'qualify'];

export function showsThreeMonths(type: SubscriptionType): boolean {
  return THREE_MONTH_TYPES.includes(type);
}

export interface DisplayPrice {
  cents: number;
  /** 'al mese' or 'ogni 3 mesi'. */
  period: string;
}

/**
 * The price a card or the type page shows: monthly for gold and professional (professional at
 * `cityPrice` when a second city is chosen), 3 months for bundle, skills and qualify (skills and
 * qualify at the chosen variant, the first one by default).
 */
export function displayPrice(
  paymentType: PaymentType,
  { variant, cityPrice }: { variant?: Variant | null; cityPrice?: string | null } = {},
): DisplayPrice {
  const monthly = monthlyCents({
    type: paymentType.type,
    price: paymentType.price,
    cityPrice,
    variant: variant ?? paymentType.variants[0] ?? null,
  });
  return showsThreeMonths(paymentType.type)
    ? { cents: threeMonthCents(monthly), period: perPeriodLabel(3) }
    : { cents: monthly, period: perPeriodLabel(1) };
}

/** Promo images come as paths of the API host ('/static/…') or as absolute URLs. */
export function assetUrl(path: string): string {
  try {
    return new URL(path, getApiBase()).href;
  } catch {
    return path;
  }
}

/** Where an offer leads: /subscription?type=gold, bundles by id as well. */
export function offerPath(paymentType: Pick<PaymentType, 'type' | 'id'>): string {
  const params = new URLSearchParams({ type: paymentType.type });
  if (paymentType.type === 'bundle') params.set('id', String(paymentType.id));
  return `/subscription?${params.toString()}`;
}
