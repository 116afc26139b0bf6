import type { PriceInputs, Promo } from '../src/domain/pricing';
import {
  applyPromo,
  centsToDecimal,
  cityChangeQuote,
  formatCents,
  monthlyCents,
  originalCents,
  parseEuroCents,
  planCents,
  remainingMonths,
  roundDiv,
  threeMonthCents,
  variantLabel,
  vatCents,
} from '../src/domain/pricing';
import type { PriceCase } from '../../shared/src/domain/subscriptions/pricing-cases';
import {
  CENTS_TO_DECIMAL_CASES,
  CITY_CHANGE_CASES,
  EURO_STRING_CASES,
  MONTH_END_CASES,
  NOT_EURO_STRINGS,
  PRICE_CASES,
  QUOTE_EXPIRE_AT,
  QUOTE_NOW,
  QUOTE_PLAN,
  REMAINING_MONTHS_CASES,
  ROUND_DIV_CASES,
  VAT_CASES,
} from '../../shared/src/domain/subscriptions/pricing-cases';

/** A decimal string of the shared cases in cents (the rows hold the API's wire strings). */
function cents(amount: string): number {
  const value = parseEuroCents(amount);
  if (value === null) throw new Error(`not an amount: ${amount}`);
  return value;
}

/** A coupons/validate/ result of the shared cases as the server's Promo. */
function promoOf(promo: PriceCase['promo']): Promo {
  if (typeof promo?.percentage === 'number') return { percentage: promo.percentage };
  if (promo?.discount) return { discountCents: cents(promo.discount) };
  return null;
}

/**
 * The price table shared with the web client (../../shared/src/domain/subscriptions/
 * pricing-cases.ts, read by its pricing.test.ts too): the same rows must give the same cents on
 * both sides. The first row is the contract's example. Here the inputs are in cents.
 */
const ROWS = PRICE_CASES.map((row) => {
  const { type, price, cityPrice, variant } = row.input;
  const input: PriceInputs = {
    type,
    typeMonthlyCents: cents(price),
    cityMonthlyCents: typeof cityPrice === 'string' ? cents(cityPrice) : cityPrice,
    variant: variant && { unitCents: cents(variant.price), skillsNumber: variant.skills_number },
  };
  return { ...row, input, promo: promoOf(row.promo) };
});

describe('subscription price table', () => {
  it.each(ROWS)('$name', (row) => {
    const monthly = monthlyCents(row.input);
    expect(monthly).toBe(row.monthly);
    const plan = planCents(monthly, row.plan);
    expect(plan).toBe(row.plan_);
    expect(originalCents(plan, row.plan.percentage)).toBe(row.original);
    const charged = applyPromo(plan, row.promo);
    expect(charged).toBe(row.charged);
    expect(vatCents(charged)).toBe(row.vat);
  });

  it('the contract example in euros', () => {
    const plan = planCents(1490, { months: 12, percentage: 20 });
    expect(centsToDecimal(plan)).toBe('143.04');
    expect(centsToDecimal(originalCents(plan, 20))).toBe('178.80');
    const charged = applyPromo(plan, { percentage: 20 });
    expect(centsToDecimal(charged)).toBe('114.43');
    expect(centsToDecimal(vatCents(charged))).toBe('25.17');
  });
});

describe('rounding and money strings', () => {
  it.each(ROUND_DIV_CASES)('roundDiv(%i, %i) = %i', (n, d, expected) => {
    expect(roundDiv(n, d)).toBe(expected);
  });

  it.each(VAT_CASES)('vatCents(%i) = %i', (charged, vat) => {
    expect(vatCents(charged)).toBe(vat);
  });

  it.each(EURO_STRING_CASES)('parseEuroCents(%s) = %i', (text, cents) => {
    expect(parseEuroCents(text)).toBe(cents);
  });

  it.each(NOT_EURO_STRINGS)('parseEuroCents(%s) is null', (text) => {
    expect(parseEuroCents(text)).toBeNull();
  });

  it.each(CENTS_TO_DECIMAL_CASES)('centsToDecimal(%i) = %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it('formats in euro, Italian locale', () => {
    expect(formatCents(1000).replace(/\s/g, ' ')).toBe('10,00 €');
    expect(formatCents(11443).replace(/\s/g, ' ')).toBe('114,43 €');
    expect(formatCents(123456).replace(/\s/g, ' ')).toBe('1234,56 €');
  });

  it('three-month display and variant labels', () => {
    expect(threeMonthCents(2490)).toBe(7470);
    expect(threeMonthCents(750)).toBe(2250);
    expect(variantLabel('additional_skills', 1)).toBe('1 competenza');
    expect(variantLabel('additional_skills', 3)).toBe('3 competenze');
    expect(variantLabel('qualify', 1)).toBe('1 qualifica');
    expect(variantLabel('qualify', 3)).toBe('3 qualifiche');
  });
});

describe('second-city change quote', () => {
  const now = new Date(QUOTE_NOW);
  const base = {
    paymentMethod: 'credit_card',
    plan: QUOTE_PLAN,
    expireAt: new Date(QUOTE_EXPIRE_AT),
    now,
  };

  it.each(CITY_CHANGE_CASES)('%s', (_name, paymentMethod, current, next, kind, charge) => {
    const quote = cityChangeQuote({
      ...base,
      paymentMethod,
      currentMonthlyCents: current,
      newMonthlyCents: next,
    });
    expect(quote.kind).toBe(kind);
    expect(quote.chargeCents).toBe(charge);
  });

  it('a cheaper city quotes the new plan price', () => {
    const quote = cityChangeQuote({ ...base, currentMonthlyCents: 1490, newMonthlyCents: 1290 });
    expect(quote).toEqual({ kind: 'next_renewal', chargeCents: 0, newPlanCents: 12384 });
  });

  it('a partial month counts as a whole one; an expired period charges nothing', () => {
    const partial = cityChangeQuote({
      ...base,
      expireAt: new Date('2026-11-03T09:00:00.000Z'),
      currentMonthlyCents: 1290,
      newMonthlyCents: 1490,
    });
    expect(partial.chargeCents).toBe(1440); // 9 months
    const expired = cityChangeQuote({
      ...base,
      expireAt: new Date('2026-03-01T09:00:00.000Z'),
      currentMonthlyCents: 1290,
      newMonthlyCents: 1490,
    });
    expect(expired).toEqual({ kind: 'charge_now', chargeCents: 0 });
    const monthly = cityChangeQuote({
      ...base,
      plan: { months: 1, percentage: 0 },
      expireAt: new Date('2026-03-20T00:00:00.000Z'),
      currentMonthlyCents: 990,
      newMonthlyCents: 1490,
    });
    expect(monthly.chargeCents).toBe(500);
  });

  it('rounds the discounted difference half-up', () => {
    // +0.10 for 1 month at 15 %: 8.5 cents → 9.
    const quote = cityChangeQuote({
      ...base,
      plan: { months: 12, percentage: 15 },
      expireAt: new Date('2026-03-20T00:00:00.000Z'),
      currentMonthlyCents: 1290,
      newMonthlyCents: 1300,
    });
    expect(quote.chargeCents).toBe(9);
  });

  it.each(REMAINING_MONTHS_CASES)('remaining months to %s: %i', (expireAt, months) => {
    expect(remainingMonths(now, new Date(expireAt))).toBe(months);
  });

  it.each(MONTH_END_CASES)(
    'remaining months from %s to %s: %i (month ends and year ends)',
    (from, to, months) => {
      expect(remainingMonths(new Date(from), new Date(to))).toBe(months);
    },
  );
});
