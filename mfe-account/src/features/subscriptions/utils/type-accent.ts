import { BRAND_COLORS } from '@colleghi/shared/ui';
import type { SubscriptionType } from '@colleghi/api-contract';

/** The colour band of a card: gold and professional wear their badge colours. */
export function typeAccent(type: SubscriptionType): string {
  switch (type) {
    case 'gold':
      return BRAND_COLORS.gold;
    case 'professional':
      return BRAND_COLORS.professional;
    case 'bundle':
      return BRAND_COLORS.gold;
    default:
      return BRAND_COLORS.navy;
  }
}
