/**
 * Price arithmetic of subscriptions, in integer euro cents. The web client has
 * the same functions (shared/src/domain/subscriptions/pricing.ts) and both are tested with the
 * same table (shared/src/domain/subscriptions/pricing-cases.ts, which test/pricing.test.ts
 * reads), so the price shown is the price charged. The server keeps its own copy: it must not
 * depend on the front-end package at run time, and its inputs are cents, not the API's strings.
 */

export const VAT_PERCENT = 22;
export const DEFAULT_SDI = '0000000';

export type PricedType = 'professional' | 'gold' | 'additional_skills' | 'qualify' | 'bundle';

/** n / d rounded half-up, integer math (n ≥ 0, d > 0). */
export function roundDiv(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** "14.90" → 1490 (string parsing, no floats); null when not a money string. */
export function parseEuroCents(value: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1490 → "14.90": money in JSON, DRF style. */
export function centsToDecimal(cents: number): string {
  const euros = Math.floor(cents / 100);
  return `${euros}.${String(cents % 100).padStart(2, '0')}`;
}

const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** 1490 → "14,90 €" (Italian locale, as the web app shows amounts). */
export function formatCents(cents: number): string {
  return EURO.format(cents / 100);
}

export interface PriceInputs {
  type: PricedType;
  /** The type's monthly price. */
  typeMonthlyCents: number;
  /** The second city's monthly price, when that city has one (professional). */
  cityMonthlyCents?: number | null;
  variant?: { unitCents: number; skillsNumber: number } | null;
}

/** Monthly price: the city's for professional, unit × skills for skills and qualify. */
export function monthlyCents(input: PriceInputs): number {
  switch (input.type) {
    case 'professional':
      return input.cityMonthlyCents ?? input.typeMonthlyCents;
    case 'additional_skills':
    case 'qualify':
      return input.variant
        ? input.variant.unitCents * input.variant.skillsNumber
        : input.typeMonthlyCents;
    default:
      return input.typeMonthlyCents;
  }
}

/** One period of a plan: monthly × months, less the plan percentage. */
export function planCents(monthly: number, plan: { months: number; percentage: number }): number {
  return roundDiv(monthly * plan.months * (100 - plan.percentage), 100);
}

export type Promo = { percentage: number } | { discountCents: number } | null;

/** What is charged for the first period: the promo code applies once. */
export function applyPromo(plan: number, promo: Promo): number {
  if (!promo) return plan;
  if ('percentage' in promo) return roundDiv(plan * (100 - promo.percentage), 100);
  return Math.max(0, plan - promo.discountCents);
}

/** The struck-through price before the plan percentage. */
export function originalCents(plan: number, percentage: number): number {
  return percentage === 0 ? plan : roundDiv(plan * 100, 100 - percentage);
}

/** Bundle, skills and qualify cards show the price of 3 months. */
export function threeMonthCents(monthly: number): number {
  return monthly * 3;
}

export function vatCents(charged: number): number {
  return roundDiv(charged * VAT_PERCENT, 100);
}

export function variantLabel(type: 'additional_skills' | 'qualify', skillsNumber: number): string {
  if (type === 'qualify')
    return `${skillsNumber} ${skillsNumber === 1 ? 'qualifica' : 'qualifiche'}`;
  return `${skillsNumber} ${skillsNumber === 1 ? 'competenza' : 'competenze'}`;
}

/** date + n calendar months (UTC), clamped to the last day of the target month. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** Whole months from now to expireAt, a partial month counting as one; 0 once expired. */
export function remainingMonths(now: Date, expireAt: Date): number {
  if (expireAt.getTime() <= now.getTime()) return 0;
  let months =
    (expireAt.getUTCFullYear() - now.getUTCFullYear()) * 12 +
    (expireAt.getUTCMonth() - now.getUTCMonth());
  months = Math.max(0, months);
  while (addMonths(now, months).getTime() < expireAt.getTime()) months += 1;
  while (months > 1 && addMonths(now, months - 1).getTime() >= expireAt.getTime()) months -= 1;
  return months;
}

export type CityChangeQuote =
  | { kind: 'immediate'; chargeCents: 0 }
  | { kind: 'next_renewal'; chargeCents: 0; newPlanCents: number }
  | { kind: 'charge_now'; chargeCents: number };

export interface CityChangeInput {
  paymentMethod: string;
  currentMonthlyCents: number;
  newMonthlyCents: number;
  plan: { months: number; percentage: number } | null;
  expireAt: Date;
  now: Date;
}

/**
 * A new second city: same price or trial → at once; cheaper → from the next renewal; dearer →
 * the difference for the remaining months, with the plan's discount, charged now.
 */
export function cityChangeQuote(input: CityChangeInput): CityChangeQuote {
  const { currentMonthlyCents: current, newMonthlyCents: next } = input;
  if (input.paymentMethod === 'trial' || !input.plan || next === current) {
    return { kind: 'immediate', chargeCents: 0 };
  }
  if (next < current) {
    return { kind: 'next_renewal', chargeCents: 0, newPlanCents: planCents(next, input.plan) };
  }
  const months = remainingMonths(input.now, input.expireAt);
  return {
    kind: 'charge_now',
    chargeCents: roundDiv((next - current) * months * (100 - input.plan.percentage), 100),
  };
}
