import type {
  CouponResult,
  Subscription,
  SubscriptionPaymentMethod,
  SubscriptionType,
  Variant,
} from '../../api/types';

// Subscription prices, in integer euro cents only: the API sends "14.90", the client
// parses it with parseEuroCents, computes with integers and formats with formatCents. The server
// (api/src/domain/pricing.ts) applies the same rules to the same table of cases, so the price a
// screen shows is the amount charged. No floating-point arithmetic touches an amount.

export const VAT_PERCENT = 22;

/** Invoice (SDI) code sent when the user gives none. */
export const DEFAULT_SDI = '0000000';

/** Months the bundle, skills and qualify cards show their price for. */
export const DISPLAY_MONTHS = 3;

const EURO_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * "14.90" → 1490, "14.9" → 1490, "14" → 1400: the API's decimal strings. Parses the digits,
 * never multiplies a float. Throws a RangeError on anything else ('', '1,50', '-1.00', '1.234'):
 * an unreadable amount must not become a wrong price. (The server's twin returns null instead.)
 */
export function parseEuroCents(value: string): number {
  const match = EURO_AMOUNT.exec(value.trim());
  if (!match) throw new RangeError(`Not a euro amount: "${value}"`);
  const [, euros, decimals = ''] = match;
  const cents = Number(euros) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Euro amount too large: "${value}"`);
  return cents;
}

const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The decimal string of an amount: 1490 → "14.90" (the API's wire format). Not re-exported from
 * the package index, where centsToDecimal is domain/learning's.
 */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${euros}.${rest}`;
}

/**
 * 1490 → "14,90 €" (it-IT: the space before € is a no-break space, thousands grouped from five
 * digits). Intl gets the exact decimal string, not a float.
 */
export function formatCents(cents: number): string {
  return euro.format(centsToDecimal(cents) as `${number}`);
}

/** n / d rounded half-up to an integer, in integer arithmetic (half away from zero below 0). */
export function roundDiv(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d <= 0) {
    throw new RangeError(`roundDiv needs integers and a positive divisor: ${n} / ${d}`);
  }
  if (n < 0) return -roundDiv(-n, d);
  return Math.floor((2 * n + d) / (2 * d));
}

/** What the monthly price of a purchase depends on. */
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

/**
 * Monthly amount in cents: professional → city price when given, else the type's price;
 * gold and bundle → the type's price; additional_skills and qualify → unit price × skills_number.
 */
export function monthlyCents({ type, price, cityPrice, variant }: MonthlyPriceInput): number {
  if (type === 'professional' && cityPrice) return parseEuroCents(cityPrice);
  if ((type === 'additional_skills' || type === 'qualify') && variant) {
    return parseEuroCents(variant.price) * variant.skills_number;
  }
  return parseEuroCents(price);
}

/** Months and discount of a plan (a Plan, or the next_plan of a subscription with a percentage). */
export interface PlanTerms {
  months: number;
  /** 0-99. */
  percentage: number;
}

/** Price of one period: monthly × months, less the plan percentage, rounded half-up. */
export function planCents(monthly: number, { months, percentage }: PlanTerms): number {
  assertCents(monthly);
  assertPercentage(percentage);
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`Bad months: ${months}`);
  return roundDiv(monthly * months * (100 - percentage), 100);
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

/** A validated promo code: a percentage, or a fixed discount string ("10.00"). */
export type Promo = Pick<CouponResult, 'percentage' | 'discount'>;

/**
 * Amount charged for the first period: less the promo percentage (rounded half-up) or the fixed
 * discount (never below 0); the plan price when there is no promo.
 */
export function applyPromo(plan: number, promo: Promo | null | undefined): number {
  assertCents(plan);
  if (!promo) return plan;
  if (promo.percentage !== null && promo.percentage !== undefined) {
    assertPercentage(promo.percentage, 100);
    return roundDiv(plan * (100 - promo.percentage), 100);
  }
  if (promo.discount) return Math.max(0, plan - parseEuroCents(promo.discount));
  return plan;
}

/** The struck-through price before the plan discount: plan / (1 − percentage / 100), half-up. */
export function originalCents(plan: number, percentage: number): number {
  assertCents(plan);
  assertPercentage(percentage);
  return percentage === 0 ? plan : roundDiv(plan * 100, 100 - percentage);
}

/** The 3-month price shown on the bundle, skills and qualify cards. */
export function threeMonthCents(monthly: number): number {
  assertCents(monthly);
  return monthly * DISPLAY_MONTHS;
}

/** VAT on a charged amount (22 %, half-up); PayPal sends it as the tax of the amount. */
export function vatCents(charged: number): number {
  assertCents(charged);
  return roundDiv(charged * VAT_PERCENT, 100);
}

/** '1 competenza', '3 competenze', '1 qualifica', '3 qualifiche'. */
export function variantLabel(skillsNumber: number, type: SubscriptionType): string {
  if (type === 'qualify')
    return `${skillsNumber} ${skillsNumber === 1 ? 'qualifica' : 'qualifiche'}`;
  return `${skillsNumber} ${skillsNumber === 1 ? 'competenza' : 'competenze'}`;
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
  promo?: Promo | null,
): PriceBreakdown {
  const monthly = monthlyCents(input);
  const period = planCents(monthly, plan);
  const charged = applyPromo(period, promo);
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

/**
 * Whole months from now to expireAt, a started month counting as one (0 when already past).
 * Calendar months in UTC: the smallest n with now + n months ≥ expireAt, where adding a month
 * keeps the day of the month, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb).
 */
export function remainingMonths(now: Date, expireAt: string | Date): number {
  const end = new Date(expireAt).getTime();
  if (Number.isNaN(end)) throw new RangeError(`Bad date: ${String(expireAt)}`);
  if (end <= now.getTime()) return 0;
  const yearsApart = new Date(end).getUTCFullYear() - now.getUTCFullYear();
  let months = Math.max(0, yearsApart * 12 + new Date(end).getUTCMonth() - now.getUTCMonth() - 1);
  while (addMonthsUtc(now, months).getTime() < end) months += 1;
  return months;
}

function addMonthsUtc(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface CityChangeInput {
  /** Monthly price billed now (the subscription's price). */
  currentMonthly: number;
  /** Monthly price for the new city (getCityPrice / getProfessionalCityPrice). */
  newMonthly: number;
  paymentMethod: SubscriptionPaymentMethod;
  /** The subscription's plan; without one (trials) the change applies at once. */
  plan: PlanTerms | null;
  expireAt: string | Date;
  now: Date;
}

export type CityChangeQuote =
  /** Same price, trial or no plan: applies at once, nothing charged. */
  | { kind: 'immediate'; chargeCents: 0 }
  /** Lower price: applies from the next renewal at newPlanCents. */
  | { kind: 'next_renewal'; chargeCents: 0; newPlanCents: number }
  /** Higher price: the discounted difference for the remaining months, charged now. */
  | { kind: 'charge_now'; chargeCents: number; remainingMonths: number };

/** What a second-city change costs. */
export function cityChangeQuote({
  currentMonthly,
  newMonthly,
  paymentMethod,
  plan,
  expireAt,
  now,
}: CityChangeInput): CityChangeQuote {
  assertCents(currentMonthly);
  assertCents(newMonthly);
  if (paymentMethod === 'trial' || plan === null || newMonthly === currentMonthly) {
    return { kind: 'immediate', chargeCents: 0 };
  }
  if (newMonthly < currentMonthly) {
    return { kind: 'next_renewal', chargeCents: 0, newPlanCents: planCents(newMonthly, plan) };
  }
  const months = remainingMonths(now, expireAt);
  assertPercentage(plan.percentage);
  return {
    kind: 'charge_now',
    chargeCents: roundDiv((newMonthly - currentMonthly) * months * (100 - plan.percentage), 100),
    remainingMonths: months,
  };
}

function assertCents(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an amount in cents: ${value}`);
}

/** Plan percentages stay below 100 (originalCents divides by 100 − percentage). */
function assertPercentage(value: number, max = 99): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`Not a percentage in 0-${max}: ${value}`);
  }
}
