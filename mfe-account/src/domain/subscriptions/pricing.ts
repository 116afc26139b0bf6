import {
  applyPromo,
  monthlyCents,
  originalCents,
  parseEuroCents,
  planCents,
  roundDiv,
  vatCents,
} from '@colleghi/rules';
import type { PlanTerms, PriceInputs, Promo } from '@colleghi/rules';
import type { CouponResult, Subscription, SubscriptionType, Variant } from '@colleghi/api-contract';

// The price rules are @colleghi/rules' (integer cents, the same functions the API charges with).
// This file only reads the API's wire shapes into them: decimal strings ("14.90") become cents
// with parseEuroCents, which throws on an unreadable amount rather than showing a wrong price.

/** What the monthly price of a purchase depends on, as the API sends it. */
export interface MonthlyPriceInput {
  type: SubscriptionType;
  /** The type's monthly price ("9.90"). */
  price: string;
  /**
   * professional: the monthly price of the chosen second city, as getCityPrice returns it (that
   * call already falls back to the type's price); null or missing means the type's price.
   */
  cityPrice?: string | null;
  /** additional_skills and qualify: the chosen variant; missing means the type's price. */
  variant?: Pick<Variant, 'price' | 'skills_number'> | null;
}

/** A validated promo code as coupons/validate/ answers it: a percentage or a fixed "10.00". */
export type CouponPromo = Pick<CouponResult, 'percentage' | 'discount'>;

/** The price inputs in cents of a purchase described with the API's strings. */
export function priceInputs({ type, price, cityPrice, variant }: MonthlyPriceInput): PriceInputs {
  return {
    type,
    typeMonthlyCents: parseEuroCents(price),
    cityMonthlyCents: cityPrice ? parseEuroCents(cityPrice) : null,
    variant: variant
      ? { unitCents: parseEuroCents(variant.price), skillsNumber: variant.skills_number }
      : null,
  };
}

/** A coupons/validate/ result as a promo in cents; none when it carries neither discount. */
export function couponPromo(coupon: CouponPromo | null | undefined): Promo {
  if (!coupon) return null;
  if (coupon.percentage !== null && coupon.percentage !== undefined) {
    return { percentage: coupon.percentage };
  }
  if (coupon.discount) return { discountCents: parseEuroCents(coupon.discount) };
  return null;
}

/**
 * What a subscription will bill a month from its next renewal: the monthly price now, unless a
 * cheaper second city chosen meanwhile waits for the renewal. The renewal price is the current
 * plan at that monthly price (planCents), so dividing it back gives it.
 */
export function renewalMonthlyCents(
  sub: Pick<Subscription, 'price' | 'plan' | 'next_renewal_price'>,
): number {
  const now = parseEuroCents(sub.price);
  if (!sub.plan || !sub.next_renewal_price) return now;
  const weight = sub.plan.months * (100 - sub.plan.percentage);
  return weight > 0 ? roundDiv(parseEuroCents(sub.next_renewal_price) * 100, weight) : now;
}

/** Every amount of a purchase, for the plan page and its confirm modal. */
export interface PriceBreakdown {
  monthly: number;
  /** Price of the period after the plan discount. */
  plan: number;
  /** Struck-through price (equal to plan when the plan has no discount). */
  original: number;
  /** First period after the promo. */
  charged: number;
  vat: number;
  /** charged + vat (what PayPal collects). */
  total: number;
}

export function priceBreakdown(
  input: MonthlyPriceInput,
  plan: PlanTerms,
  promo?: CouponPromo | null,
): PriceBreakdown {
  const monthly = monthlyCents(priceInputs(input));
  const period = planCents(monthly, plan);
  const charged = applyPromo(period, couponPromo(promo));
  const vat = vatCents(charged);
  return {
    monthly,
    plan: period,
    original: originalCents(period, plan.percentage),
    charged,
    vat,
    total: charged + vat,
  };
}
