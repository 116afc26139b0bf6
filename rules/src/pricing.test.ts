import type { CityChangeInput, PriceInputs, Promo } from './pricing';
import {
  DEFAULT_SDI,
  DISPLAY_MONTHS,
  VAT_PERCENT,
  addMonths,
  applyPromo,
  centsToDecimal,
  cityChangeQuote,
  euroCentsOrNull,
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
} from './pricing';
import type { PriceCase } from './pricing-cases';
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

/** A coupons/validate/ result of the cases as a Promo in cents. */
function promoOf(promo: PriceCase['promo']): Promo {
  if (typeof promo?.percentage === 'number') return { percentage: promo.percentage };
  if (promo?.discount) return { discountCents: parseEuroCents(promo.discount) };
  return null;
}

/** The rows carry the API's wire strings; the rules compute in cents. */
const ROWS = PRICE_CASES.map((row) => {
  const { type, price, cityPrice, variant } = row.input;
  const input: PriceInputs = {
    type,
    typeMonthlyCents: parseEuroCents(price),
    cityMonthlyCents: cityPrice ? parseEuroCents(cityPrice) : null,
    variant: variant && {
      unitCents: parseEuroCents(variant.price),
      skillsNumber: variant.skills_number,
    },
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
    const plan = planCents(parseEuroCents('14.90'), { months: 12, percentage: 20 });
    expect(formatCents(plan)).toBe('143,04\u00a0€');
    expect(centsToDecimal(plan)).toBe('143.04');
    expect(formatCents(originalCents(plan, 20))).toBe('178,80\u00a0€');
    const charged = applyPromo(plan, { percentage: 20 });
    expect(formatCents(charged)).toBe('114,43\u00a0€');
    expect(formatCents(vatCents(charged))).toBe('25,17\u00a0€');
  });

  it('a city price only prices professional; a variant only skills and qualify', () => {
    const base = { typeMonthlyCents: 990, cityMonthlyCents: 1490 };
    expect(monthlyCents({ type: 'professional', ...base })).toBe(1490);
    expect(monthlyCents({ type: 'professional', ...base, cityMonthlyCents: null })).toBe(990);
    expect(monthlyCents({ type: 'gold', ...base })).toBe(990);
    const variant = { unitCents: 220, skillsNumber: 5 };
    expect(monthlyCents({ type: 'additional_skills', typeMonthlyCents: 290, variant })).toBe(1100);
    expect(monthlyCents({ type: 'qualify', typeMonthlyCents: 290, variant: null })).toBe(290);
    expect(monthlyCents({ type: 'bundle', typeMonthlyCents: 2490, variant })).toBe(2490);
  });

  it('applies no promo for null, undefined or a 0 % code; a fixed one never goes below 0', () => {
    expect(applyPromo(14304, null)).toBe(14304);
    expect(applyPromo(14304, undefined)).toBe(14304);
    expect(applyPromo(14304, { percentage: 0 })).toBe(14304);
    expect(applyPromo(14304, { percentage: 100 })).toBe(0);
    expect(applyPromo(500, { discountCents: 1000 })).toBe(0);
  });

  it('refuses percentages and amounts that would need fractions', () => {
    expect(() => planCents(990, { months: 12, percentage: 12.5 })).toThrow(RangeError);
    expect(() => planCents(990, { months: 0, percentage: 0 })).toThrow(RangeError);
    expect(() => originalCents(990, 100)).toThrow(RangeError);
    expect(() => applyPromo(990, { percentage: 101 })).toThrow(RangeError);
    expect(() => applyPromo(990, { discountCents: 0.5 })).toThrow(RangeError);
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
    expect(euroCentsOrNull(text)).toBe(cents);
  });

  it.each([...NOT_EURO_STRINGS, '99999999999999999'])(
    'parseEuroCents(%p) throws, euroCentsOrNull is null',
    (text) => {
      expect(() => parseEuroCents(text)).toThrow(RangeError);
      expect(euroCentsOrNull(text)).toBeNull();
    },
  );

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
    expect(DISPLAY_MONTHS).toBe(3);
  });
});

describe('second-city change quote', () => {
  const now = new Date(QUOTE_NOW);
  const base: Omit<CityChangeInput, 'currentMonthlyCents' | 'newMonthlyCents'> = {
    paymentMethod: 'credit_card',
    plan: QUOTE_PLAN,
    expireAt: QUOTE_EXPIRE_AT,
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

  it('a subscription without a plan changes at once', () => {
    expect(
      cityChangeQuote({ ...base, plan: null, currentMonthlyCents: 990, newMonthlyCents: 1490 }),
    ).toEqual({ kind: 'immediate', chargeCents: 0 });
  });

  it('a cheaper city quotes the new plan price', () => {
    const quote = cityChangeQuote({ ...base, currentMonthlyCents: 1490, newMonthlyCents: 1290 });
    expect(quote).toEqual({ kind: 'next_renewal', chargeCents: 0, newPlanCents: 12384 });
  });

  it('a partial month counts as a whole one; an expired period charges nothing', () => {
    const partial = cityChangeQuote({
      ...base,
      expireAt: '2026-11-03T09:00:00.000Z',
      currentMonthlyCents: 1290,
      newMonthlyCents: 1490,
    });
    expect(partial).toEqual({ kind: 'charge_now', chargeCents: 1440, remainingMonths: 9 });
    const expired = cityChangeQuote({
      ...base,
      expireAt: new Date('2026-03-01T09:00:00.000Z'),
      currentMonthlyCents: 1290,
      newMonthlyCents: 1490,
    });
    expect(expired).toEqual({ kind: 'charge_now', chargeCents: 0, remainingMonths: 0 });
    const monthly = cityChangeQuote({
      ...base,
      plan: { months: 1, percentage: 0 },
      expireAt: '2026-03-20T00:00:00.000Z',
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
      expireAt: '2026-03-20T00:00:00.000Z',
      currentMonthlyCents: 1290,
      newMonthlyCents: 1300,
    });
    expect(quote.chargeCents).toBe(9);
  });

  it.each(REMAINING_MONTHS_CASES)('remaining months to %s: %i', (expireAt, months) => {
    expect(remainingMonths(now, expireAt)).toBe(months);
    expect(remainingMonths(now, new Date(expireAt))).toBe(months);
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

  it('adds calendar months in UTC, clamped to the month end', () => {
    expect(addMonths(new Date('2026-01-31T12:00:00.000Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(addMonths(new Date('2028-01-31T12:00:00.000Z'), 1).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
    expect(addMonths(new Date('2026-12-15T00:00:00.000Z'), 12).toISOString()).toBe(
      '2027-12-15T00:00:00.000Z',
    );
  });
});
