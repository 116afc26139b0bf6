import { catalogueFixture, makePaymentType, makePlan, makeVariant } from '../../testing/fixtures';
import type { CityChangeInput, Promo } from './pricing';
import {
  DEFAULT_SDI,
  VAT_PERCENT,
  applyPromo,
  centsToDecimal,
  cityChangeQuote,
  formatCents,
  monthlyCents,
  originalCents,
  parseEuroCents,
  planCents,
  priceBreakdown,
  remainingMonths,
  renewalMonthlyCents,
  roundDiv,
  threeMonthCents,
  variantLabel,
  vatCents,
} from './pricing';
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
} from './pricing-cases';

// The price table and the money tables are shared with the server (./pricing-cases.ts, read by
// api/test/pricing.test.ts too); inputs there are the API's strings, as here.
const pct = (percentage: number): Promo => ({ percentage, discount: null });

describe('subscription price table', () => {
  it.each(PRICE_CASES)('$name', (row) => {
    const monthly = monthlyCents(row.input);
    expect(monthly).toBe(row.monthly);
    const plan = planCents(monthly, row.plan);
    expect(plan).toBe(row.plan_);
    expect(originalCents(plan, row.plan.percentage)).toBe(row.original);
    const charged = applyPromo(plan, row.promo);
    expect(charged).toBe(row.charged);
    expect(vatCents(charged)).toBe(row.vat);
    expect(priceBreakdown(row.input, row.plan, row.promo)).toEqual({
      monthly: row.monthly,
      plan: row.plan_,
      original: row.original,
      charged: row.charged,
      vat: row.vat,
      total: row.charged + row.vat,
    });
  });

  it('the contract example in euros', () => {
    const plan = planCents(parseEuroCents('14.90'), makePlan());
    expect(formatCents(plan)).toBe('143,04\u00a0€');
    expect(formatCents(originalCents(plan, 20))).toBe('178,80\u00a0€');
    const charged = applyPromo(plan, pct(20));
    expect(formatCents(charged)).toBe('114,43\u00a0€');
    expect(formatCents(vatCents(charged))).toBe('25,17\u00a0€');
  });

  it('prices the seeded catalogue objects as the plan amounts say', () => {
    const professional = makePaymentType();
    expect(centsToDecimal(planCents(monthlyCents(professional), makePlan()))).toBe('95.04');
    const skills = makePaymentType({ type: 'additional_skills', price: '2.90' });
    const variant = makeVariant({ id: 33, skills_number: 5, price: '2.20' });
    expect(monthlyCents({ ...skills, variant })).toBe(1100);
    expect(monthlyCents({ ...skills, variant: null })).toBe(290);
    expect(monthlyCents({ type: 'gold', price: '19.90', cityPrice: '14.90' })).toBe(1990);
  });

  it('agrees with every plan amount of the catalogue fixture', () => {
    for (const type of catalogueFixture()) {
      for (const plan of type.plans) {
        expect(centsToDecimal(planCents(parseEuroCents(type.price), plan))).toBe(plan.amount);
      }
    }
  });

  it('applies no promo for null, an empty result, or a 0 % code', () => {
    expect(applyPromo(14304, null)).toBe(14304);
    expect(applyPromo(14304, undefined)).toBe(14304);
    expect(applyPromo(14304, { percentage: null, discount: null })).toBe(14304);
    expect(applyPromo(14304, pct(0))).toBe(14304);
    expect(applyPromo(14304, pct(100))).toBe(0);
  });

  it('refuses percentages and amounts that would need fractions', () => {
    expect(() => planCents(990, { months: 12, percentage: 12.5 })).toThrow(RangeError);
    expect(() => planCents(990, { months: 0, percentage: 0 })).toThrow(RangeError);
    expect(() => originalCents(990, 100)).toThrow(RangeError);
    expect(() => applyPromo(990, pct(101))).toThrow(RangeError);
    expect(() => vatCents(9.9)).toThrow(RangeError);
    expect(() => threeMonthCents(0.1)).toThrow(RangeError);
  });
});

describe('rounding and money strings', () => {
  it.each<readonly [number, number, number]>([
    ...ROUND_DIV_CASES,
    [5, 10, 1], // 0.5
    [4, 10, 0], // 0.4
    [100100, 85, 1178], // 1177.6
    [-150, 100, -2], // half away from zero below 0
  ])('roundDiv(%i, %i) = %i', (n, d, expected) => {
    expect(roundDiv(n, d)).toBe(expected);
  });

  it.each([
    [1.5, 100],
    [10, 0],
    [10, -5],
  ])('roundDiv(%p, %p) throws', (n, d) => {
    expect(() => roundDiv(n, d)).toThrow(RangeError);
  });

  it.each(VAT_CASES)('vatCents(%i) = %i', (charged, vat) => {
    expect(vatCents(charged)).toBe(vat);
  });

  it.each(EURO_STRING_CASES)('parseEuroCents(%p) = %i', (text, cents) => {
    expect(parseEuroCents(text)).toBe(cents);
  });

  it.each(NOT_EURO_STRINGS)('parseEuroCents(%p) throws', (text) => {
    expect(() => parseEuroCents(text)).toThrow(RangeError);
  });

  it.each<readonly [number, string]>([...CENTS_TO_DECIMAL_CASES, [-250, '-2.50']])(
    'centsToDecimal(%i) = %s',
    (cents, text) => {
      expect(centsToDecimal(cents)).toBe(text);
    },
  );

  it.each([
    [1000, '10,00 €'],
    [11443, '114,43 €'],
    [123456, '1234,56 €'],
    [1234567, '12.345,67 €'],
    [5, '0,05 €'],
    [0, '0,00 €'],
    [29, '0,29 €'],
  ])('formatCents(%i) = %s (it-IT, no-break space)', (cents, text) => {
    expect(formatCents(cents)).toBe(text.replace(' ', '\u00a0'));
  });

  it('parses and formats back every cent value without drift', () => {
    for (let cents = 0; cents <= 100000; cents += 13) {
      expect(parseEuroCents(centsToDecimal(cents))).toBe(cents);
    }
  });

  it('three-month display and variant labels', () => {
    expect(threeMonthCents(2490)).toBe(7470);
    expect(threeMonthCents(750)).toBe(2250);
    expect(variantLabel(1, 'additional_skills')).toBe('1 competenza');
    expect(variantLabel(3, 'additional_skills')).toBe('3 competenze');
    expect(variantLabel(1, 'qualify')).toBe('1 qualifica');
    expect(variantLabel(3, 'qualify')).toBe('3 qualifiche');
  });

  it('exposes the constants', () => {
    expect(VAT_PERCENT).toBe(22);
    expect(DEFAULT_SDI).toBe('0000000');
  });
});

describe('second-city change quote', () => {
  const now = new Date(QUOTE_NOW);
  const base: Omit<CityChangeInput, 'currentMonthly' | 'newMonthly'> = {
    paymentMethod: 'credit_card',
    plan: QUOTE_PLAN,
    expireAt: QUOTE_EXPIRE_AT,
    now,
  };

  it.each(CITY_CHANGE_CASES)('%s', (_name, paymentMethod, current, next, kind, charge) => {
    const quote = cityChangeQuote({
      ...base,
      paymentMethod,
      currentMonthly: current,
      newMonthly: next,
    });
    expect(quote.kind).toBe(kind);
    expect(quote.chargeCents).toBe(charge);
  });

  it('a subscription without a plan changes at once', () => {
    expect(cityChangeQuote({ ...base, plan: null, currentMonthly: 990, newMonthly: 1490 })).toEqual(
      { kind: 'immediate', chargeCents: 0 },
    );
  });

  it('a cheaper city quotes the new plan price', () => {
    const quote = cityChangeQuote({ ...base, currentMonthly: 1490, newMonthly: 1290 });
    expect(quote).toEqual({ kind: 'next_renewal', chargeCents: 0, newPlanCents: 12384 });
  });

  it('a partial month counts as a whole one; an expired period charges nothing', () => {
    const partial = cityChangeQuote({
      ...base,
      expireAt: '2026-11-03T09:00:00.000Z',
      currentMonthly: 1290,
      newMonthly: 1490,
    });
    expect(partial).toEqual({ kind: 'charge_now', chargeCents: 1440, remainingMonths: 9 });
    const expired = cityChangeQuote({
      ...base,
      expireAt: new Date('2026-03-01T09:00:00.000Z'),
      currentMonthly: 1290,
      newMonthly: 1490,
    });
    expect(expired).toEqual({ kind: 'charge_now', chargeCents: 0, remainingMonths: 0 });
    const monthly = cityChangeQuote({
      ...base,
      plan: { months: 1, percentage: 0 },
      expireAt: '2026-03-20T00:00:00.000Z',
      currentMonthly: 990,
      newMonthly: 1490,
    });
    expect(monthly.chargeCents).toBe(500);
  });

  it('rounds the discounted difference half-up', () => {
    // +0.10 for 1 month at 15 %: 8.5 cents → 9.
    const quote = cityChangeQuote({
      ...base,
      plan: { months: 12, percentage: 15 },
      expireAt: '2026-03-20T00:00:00.000Z',
      currentMonthly: 1290,
      newMonthly: 1300,
    });
    expect(quote.chargeCents).toBe(9);
  });

  it.each(REMAINING_MONTHS_CASES)('remaining months to %s: %i', (expireAt, months) => {
    expect(remainingMonths(now, expireAt)).toBe(months);
  });

  it.each(MONTH_END_CASES)(
    'remaining months from %s to %s: %i (month ends and year ends)',
    (from, to, months) => {
      expect(remainingMonths(new Date(from), to)).toBe(months);
    },
  );

  it('refuses an unreadable expiry', () => {
    expect(() => remainingMonths(now, 'not a date')).toThrow(RangeError);
  });
});

describe('renewalMonthlyCents', () => {
  const annual = makePlan({ months: 12, percentage: 20 });
  it.each([
    // No city change waiting: the renewal is the current plan at today's price.
    ['14.90', annual, '143.04', 1490],
    // A cheaper second city from the renewal: 9.90 × 12 − 20 % = 95.04.
    ['14.90', annual, '95.04', 990],
    ['14.90', makePlan({ months: 1, percentage: 0 }), '9.90', 990],
    // Nothing to divide back: today's price.
    ['14.90', null, '143.04', 1490],
    ['14.90', annual, '', 1490],
  ])('price %s, plan %j, renewal %p -> %p cents', (price, plan, next, cents) => {
    expect(renewalMonthlyCents({ price, plan, next_renewal_price: next })).toBe(cents);
  });
});
