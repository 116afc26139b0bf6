import { formatCents } from '@colleghi/rules';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/messages';
import {
  displayMonths,
  offerDisplayCents,
  perPeriodLabel,
} from '../../../domain/subscriptions/offers';
import { holdsPaymentType, isAccountant, visibleOffers } from '../../../domain/subscriptions/rules';
import type { PaymentType, SubscriptionType, User } from '@colleghi/api-contract';
import { PRICE_FROM } from './texts';

// Which promo banners the dashboard shows and what they say: the /subscriptions offer rules
// (visibleOffers), narrowed for a side column that advertises only what the user can still buy.

/** One banner per type, in this order, then the first bundle. */
const BANNER_TYPES: readonly SubscriptionType[] = [
  'professional',
  'gold',
  'additional_skills',
  'qualify',
];

/**
 * Never advertised to accountants: gold and (additional) skills by product rule; professional
 * because its purchase page refuses accountants (the "avvocato o praticante" statement). A bundle
 * that contains one of them is left out for the same reason.
 */
const NOT_FOR_ACCOUNTANTS: readonly SubscriptionType[] = [
  'professional',
  'gold',
  'additional_skills',
];

/** Whether the user already holds that kind of subscription (bundles included, via the flags). */
export function holdsType(user: User, type: SubscriptionType): boolean {
  switch (type) {
    case 'professional':
      return user.is_certified;
    case 'gold':
      return user.is_gold;
    case 'additional_skills':
      return user.is_skills;
    case 'qualify':
      return user.is_custom_skills;
    case 'bundle':
      return user.subscriptions.some((sub) => sub.type === 'bundle');
  }
}

function forAccountants(offer: PaymentType): boolean {
  return (
    !NOT_FOR_ACCOUNTANTS.includes(offer.type) &&
    !offer.contained_subscriptions.some((entry) => NOT_FOR_ACCOUNTANTS.includes(entry.type))
  );
}

/** A bundle whose every part the user already holds has nothing left to offer. */
function bundleAddsSomething(user: User, bundle: PaymentType): boolean {
  if (holdsPaymentType(user, bundle.id)) return false;
  const parts = bundle.contained_subscriptions;
  return parts.length === 0 || !parts.every((part) => holdsType(user, part.type));
}

/**
 * The banners for this user: professional, gold, skills and qualify (the first of each type the
 * offer rules allow and the user does not hold yet), then the first bundle still worth buying.
 */
export function promoOffers(
  types: readonly PaymentType[],
  user: User | null,
  additionalSkillsBuyable: boolean,
): PaymentType[] {
  const accountant = isAccountant(user);
  const offers = visibleOffers(types, user, additionalSkillsBuyable).filter(
    (offer) => !accountant || forAccountants(offer),
  );
  const singles = BANNER_TYPES.flatMap((type) => {
    if (user && holdsType(user, type)) return [];
    const offer = offers.find((entry) => entry.type === type);
    return offer ? [offer] : [];
  });
  const bundle = offers.find(
    (entry) => entry.type === 'bundle' && (!user || bundleAddsSomething(user, entry)),
  );
  return bundle ? [...singles, bundle] : singles;
}

export interface PromoPrice {
  cents: number;
  /** 1 for professional and gold, 3 for bundle, skills and qualify. */
  months: number;
  /** More than one package: the cheapest is shown, "da …". */
  from: boolean;
}

/**
 * The price a banner shows, before VAT: the monthly price of professional and gold (the type's
 * price; a second city may cost more), the 3-month price of a bundle, and of the cheapest
 * skills or qualify package. Null when the catalogue sends an unreadable amount.
 */
export function promoPrice(offer: PaymentType): PromoPrice | null {
  try {
    const months = displayMonths(offer.type);
    if (months === 1) return { cents: offerDisplayCents(offer), months, from: false };
    const cents =
      offer.variants.length > 0
        ? Math.min(...offer.variants.map((variant) => offerDisplayCents(offer, { variant })))
        : offerDisplayCents(offer);
    return { cents, months, from: offer.variants.length > 1 };
  } catch (cause) {
    if (cause instanceof RangeError) return null;
    throw cause;
  }
}

/** The amount ('da 8,70 €') and its terms ('+ IVA ogni 3 mesi'), shown on two lines. */
export function promoPriceParts({ cents, months, from }: PromoPrice): {
  amount: string;
  terms: string;
} {
  const amount = formatCents(cents);
  return {
    amount: from ? `${PRICE_FROM} ${amount}` : amount,
    terms: `${SUBSCRIPTION_MESSAGES.plusVat} ${perPeriodLabel(months)}`,
  };
}

/** '9,90 € + IVA al mese', 'da 8,70 € + IVA ogni 3 mesi'. */
export function promoPriceLabel(price: PromoPrice): string {
  const { amount, terms } = promoPriceParts(price);
  return `${amount} ${terms}`;
}
