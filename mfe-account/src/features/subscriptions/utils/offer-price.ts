import {
  displayMonths,
  offerDisplayCents,
  perPeriodLabel,
} from '../../../domain/subscriptions/offers';
import type { PaymentType, Variant } from '@colleghi/api-contract';

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
  return {
    cents: offerDisplayCents(paymentType, {
      variant: variant ?? paymentType.variants[0] ?? null,
      cityPrice,
    }),
    period: perPeriodLabel(displayMonths(paymentType.type)),
  };
}
