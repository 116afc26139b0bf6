// Subscription prices, in integer euro cents only. The API parses its stored amounts and the web
// client the API's decimal strings ("14.90") with parseEuroCents, both compute here with integers
// and format with centsToDecimal (JSON) or formatCents (screens): one copy of each rule, so the
// price a screen shows is the amount charged. No floating-point arithmetic touches an amount.

export const VAT_PERCENT = 22;

/** Invoice (SDI) code sent when the user gives none. */
export const DEFAULT_SDI = '0000000';

/** Months the bundle, skills and qualify cards show their price for. */
export const DISPLAY_MONTHS = 3;

export type PricedType = 'professional' | 'gold' | 'additional_skills' | 'qualify' | 'bundle';

const EURO_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * "14.90" → 1490, "14.9" → 1490, "14" → 1400, surrounding spaces ignored; null for anything else
 * ('', '1,50', '-1.00', '1.234', or more cents than a safe integer holds). Parses the digits,
 * never multiplies a float.
 */
export function euroCentsOrNull(value: string): number | null {
  const match = EURO_AMOUNT.exec(value.trim());
  if (!match) return null;
  const [, euros, decimals = ''] = match;
  const cents = Number(euros) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * euroCentsOrNull that throws a RangeError instead of answering null: where an unreadable
 * amount must not become a wrong price.
 */
export function parseEuroCents(value: string): number {
  const cents = euroCentsOrNull(value);
  if (cents === null) throw new RangeError(`Not a euro amount: "${value}"`);
  return cents;
}

/** The decimal string of an amount, the API's wire format: 1490 → "14.90", -250 → "-2.50". */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${euros}.${rest}`;
}

const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

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

/** What the monthly price of a purchase depends on, in cents. */
export interface PriceInputs {
  type: PricedType;
  /** The type's monthly price. */
  typeMonthlyCents: number;
  /** professional: the second city's monthly price; null or missing means the type's price. */
  cityMonthlyCents?: number | null;
  /** additional_skills and qualify: the chosen variant; missing means the type's price. */
  variant?: { unitCents: number; skillsNumber: number } | null;
}

/**
 * Monthly amount: professional → the city's price when given, else the type's; gold and bundle →
 * the type's price; additional_skills and qualify → unit price × number of skills.
 */
export function monthlyCents(input: PriceInputs): number {
  if (input.type === 'professional' && input.cityMonthlyCents != null) {
    return input.cityMonthlyCents;
  }
  if ((input.type === 'additional_skills' || input.type === 'qualify') && input.variant) {
    return input.variant.unitCents * input.variant.skillsNumber;
  }
  return input.typeMonthlyCents;
}

/** Months and discount of a plan. */
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

/** A validated promo code: a percentage (0-100) or a fixed discount in cents. */
export type Promo = { percentage: number } | { discountCents: number } | null | undefined;

/**
 * Amount charged for the first period: less the promo percentage (rounded half-up) or the fixed
 * discount (never below 0); the plan price when there is no promo.
 */
export function applyPromo(plan: number, promo: Promo): number {
  assertCents(plan);
  if (!promo) return plan;
  if ('percentage' in promo) {
    assertPercentage(promo.percentage, 100);
    return roundDiv(plan * (100 - promo.percentage), 100);
  }
  assertCents(promo.discountCents);
  return Math.max(0, plan - promo.discountCents);
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
export function variantLabel(skillsNumber: number, type: string): string {
  if (type === 'qualify')
    return `${skillsNumber} ${skillsNumber === 1 ? 'qualifica' : 'qualifiche'}`;
  return `${skillsNumber} ${skillsNumber === 1 ? 'competenza' : 'competenze'}`;
}

/** date + n calendar months (UTC), the day clamped to the target month's last day. */
export function addMonths(date: Date, months: number): Date {
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
  while (addMonths(now, months).getTime() < end) months += 1;
  return months;
}

export interface CityChangeInput {
  /** Monthly price billed now (the subscription's price). */
  currentMonthlyCents: number;
  /** Monthly price for the new city. */
  newMonthlyCents: number;
  /** 'trial', 'credit_card', 'paypal', 'bank_transfer'. */
  paymentMethod: string;
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
  currentMonthlyCents: current,
  newMonthlyCents: next,
  paymentMethod,
  plan,
  expireAt,
  now,
}: CityChangeInput): CityChangeQuote {
  assertCents(current);
  assertCents(next);
  if (paymentMethod === 'trial' || plan === null || next === current) {
    return { kind: 'immediate', chargeCents: 0 };
  }
  if (next < current) {
    return { kind: 'next_renewal', chargeCents: 0, newPlanCents: planCents(next, plan) };
  }
  const months = remainingMonths(now, expireAt);
  assertPercentage(plan.percentage);
  return {
    kind: 'charge_now',
    chargeCents: roundDiv((next - current) * months * (100 - plan.percentage), 100),
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
