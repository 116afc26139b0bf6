import { catalogueFixture, makePaymentType, makePlan, makeVariant } from '../../testing/fixtures';
import type { CityChangeInput, MonthlyPriceInput, PlanTerms, Promo } from './pricing';
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
  roundDiv,
  threeMonthCents,
  variantLabel,
  vatCents,
} from './pricing';

/**
 * The price table shared with the server (api/test/pricing.test.ts): the same rows give the same
 * cents on both sides. The first row is the contract's example. Inputs are the API's strings.
 */
interface Row {
  name: string;
  input: MonthlyPriceInput;
  plan: PlanTerms;
  promo: Promo | null;
  monthly: number;
  plan_: number;
  original: number;
  charged: number;
  vat: number;
}

const PROFESSIONAL = { type: 'professional', price: '9.90' } as const;
const GOLD = { type: 'gold', price: '19.90' } as const;
const BUNDLE = { type: 'bundle', price: '24.90' } as const;
const SKILLS = { type: 'additional_skills', price: '2.90' } as const;
const QUALIFY = { type: 'qualify', price: '1.90' } as const;
const pct = (percentage: number): Promo => ({ percentage, discount: null });
const fixed = (discount: string): Promo => ({ percentage: null, discount });

const ROWS: Row[] = [
  {
    name: 'professional, Milano 14.90, annual 20 %, BENVENUTO20',
    input: { ...PROFESSIONAL, cityPrice: '14.90' },
    plan: { months: 12, percentage: 20 },
    promo: pct(20),
    monthly: 1490,
    plan_: 14304,
    original: 17880,
    charged: 11443,
    vat: 2517,
  },
  {
    name: 'professional, no city price, half-yearly 10 %',
    input: { ...PROFESSIONAL, cityPrice: null },
    plan: { months: 6, percentage: 10 },
    promo: null,
    monthly: 990,
    plan_: 5346,
    original: 5940,
    charged: 5346,
    vat: 1176,
  },
  {
    name: 'professional, Napoli 12.90, monthly, 15 % promo',
    input: { ...PROFESSIONAL, cityPrice: '12.90' },
    plan: { months: 1, percentage: 0 },
    promo: pct(15),
    monthly: 1290,
    plan_: 1290,
    original: 1290,
    charged: 1097,
    vat: 241,
  },
  {
    name: 'professional, Roma 14.90, annual 20 %, ANNUALE15',
    input: { ...PROFESSIONAL, cityPrice: '14.90' },
    plan: { months: 12, percentage: 20 },
    promo: pct(15),
    monthly: 1490,
    plan_: 14304,
    original: 17880,
    charged: 12158,
    vat: 2675,
  },
  {
    name: 'professional base, monthly, 15 % promo: 841.5 rounds half-up to 842',
    input: PROFESSIONAL,
    plan: { months: 1, percentage: 0 },
    promo: pct(15),
    monthly: 990,
    plan_: 990,
    original: 990,
    charged: 842,
    vat: 185,
  },
  {
    name: 'gold annual 20 %, GOLD10 (fixed 10.00)',
    input: GOLD,
    plan: { months: 12, percentage: 20 },
    promo: fixed('10.00'),
    monthly: 1990,
    plan_: 19104,
    original: 23880,
    charged: 18104,
    vat: 3983,
  },
  {
    name: 'gold monthly, GOLD10',
    input: GOLD,
    plan: { months: 1, percentage: 0 },
    promo: fixed('10.00'),
    monthly: 1990,
    plan_: 1990,
    original: 1990,
    charged: 990,
    vat: 218,
  },
  {
    name: 'fixed discount larger than the price charges nothing',
    input: { type: 'gold', price: '5.00' },
    plan: { months: 1, percentage: 0 },
    promo: fixed('10.00'),
    monthly: 500,
    plan_: 500,
    original: 500,
    charged: 0,
    vat: 0,
  },
  {
    name: 'additional skills, 3 skills at 2.50, quarterly',
    input: { ...SKILLS, variant: { price: '2.50', skills_number: 3 } },
    plan: { months: 3, percentage: 0 },
    promo: null,
    monthly: 750,
    plan_: 2250,
    original: 2250,
    charged: 2250,
    vat: 495,
  },
  {
    name: 'additional skills, 5 skills at 2.20, annual 15 %',
    input: { ...SKILLS, variant: { price: '2.20', skills_number: 5 } },
    plan: { months: 12, percentage: 15 },
    promo: null,
    monthly: 1100,
    plan_: 11220,
    original: 13200,
    charged: 11220,
    vat: 2468,
  },
  {
    name: 'qualify, 1 qualification at 1.90, annual 15 %',
    input: { ...QUALIFY, variant: { price: '1.90', skills_number: 1 } },
    plan: { months: 12, percentage: 15 },
    promo: null,
    monthly: 190,
    plan_: 1938,
    original: 2280,
    charged: 1938,
    vat: 426,
  },
  {
    name: 'qualify, 3 qualifications at 1.50, annual 15 %',
    input: { ...QUALIFY, variant: { price: '1.50', skills_number: 3 } },
    plan: { months: 12, percentage: 15 },
    promo: null,
    monthly: 450,
    plan_: 4590,
    original: 5400,
    charged: 4590,
    vat: 1010,
  },
  {
    name: 'bundle annual 20 %, 10 % promo (a city price does not apply)',
    input: { ...BUNDLE, cityPrice: '14.90' },
    plan: { months: 12, percentage: 20 },
    promo: pct(10),
    monthly: 2490,
    plan_: 23904,
    original: 29880,
    charged: 21514,
    vat: 4733,
  },
];

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
  it.each([
    [1025 * 22, 100, 226], // 225.5 rounds up
    [1024 * 22, 100, 225], // 225.28
    [149, 100, 1], // 1.49
    [150, 100, 2], // 1.5
    [5, 10, 1], // 0.5
    [4, 10, 0], // 0.4
    [0, 100, 0],
    [1430400, 80, 17880],
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

  it.each([
    [875, 193], // 192.5 rounds up
    [825, 182], // 181.5 rounds up
    [25, 6], // 5.5 rounds up
    [2, 0], // 0.44
    [11443, 2517],
    [0, 0],
  ])('vatCents(%i) = %i', (charged, vat) => {
    expect(vatCents(charged)).toBe(vat);
  });

  it.each([
    ['14.90', 1490],
    ['14.9', 1490],
    ['0.05', 5],
    ['143.04', 14304],
    ['10', 1000],
    ['0.00', 0],
    // Each of these is off by one cent when multiplied as a float (0.29 * 100 = 28.999…).
    ['0.29', 29],
    ['1.15', 115],
    ['4.35', 435],
    ['1.00', 100],
    ['9007199254740.99', 900719925474099],
    [' 2.50 ', 250],
  ])('parseEuroCents(%p) = %i', (text, cents) => {
    expect(parseEuroCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-1.00', '1.234', '1,50', '1.005', '1e3', '.50', '1.000,00', 'NaN'])(
    'parseEuroCents(%p) throws',
    (text) => {
      expect(() => parseEuroCents(text)).toThrow(RangeError);
    },
  );

  it.each([
    [1490, '14.90'],
    [5, '0.05'],
    [0, '0.00'],
    [100000, '1000.00'],
    [-250, '-2.50'],
  ])('centsToDecimal(%i) = %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

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
  const now = new Date('2026-03-02T09:00:00.000Z');
  const base: Omit<CityChangeInput, 'currentMonthly' | 'newMonthly'> = {
    paymentMethod: 'credit_card',
    plan: { months: 12, percentage: 20 },
    expireAt: '2026-11-02T09:00:00.000Z',
    now,
  };

  it.each([
    ['trial applies at once', 'trial', 990, 1490, 'immediate', 0],
    ['same price applies at once', 'credit_card', 1490, 1490, 'immediate', 0],
    ['cheaper waits for the renewal', 'paypal', 1490, 1290, 'next_renewal', 0],
    ['dearer: 8 months of +2.00 at 20 %', 'credit_card', 1290, 1490, 'charge_now', 1280],
    ['dearer: base to Milano', 'bank_transfer', 990, 1490, 'charge_now', 3200],
  ] as const)('%s', (_name, paymentMethod, current, next, kind, charge) => {
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

  it.each([
    ['2026-03-02T09:00:00.000Z', 0],
    ['2026-03-01T09:00:00.000Z', 0],
    ['2026-03-02T09:00:01.000Z', 1],
    ['2026-04-02T09:00:00.000Z', 1],
    ['2026-04-02T09:00:01.000Z', 2],
    ['2027-03-02T09:00:00.000Z', 12],
    ['2027-03-02T09:00:01.000Z', 13],
  ])('remaining months to %s: %i', (expireAt, months) => {
    expect(remainingMonths(now, expireAt)).toBe(months);
  });

  it.each([
    // 31 Jan + 1 month is 28 Feb (clamped): 1 March is a second month.
    ['2026-01-31T12:00:00.000Z', '2026-02-28T12:00:00.000Z', 1],
    ['2026-01-31T12:00:00.000Z', '2026-03-01T12:00:00.000Z', 2],
    ['2028-01-31T12:00:00.000Z', '2028-02-29T12:00:00.000Z', 1],
    ['2026-12-15T12:00:00.000Z', '2027-01-15T12:00:00.000Z', 1],
    ['2026-12-15T12:00:00.000Z', '2027-01-15T12:00:01.000Z', 2],
  ])('remaining months from %s to %s: %i (month ends and year ends)', (from, to, months) => {
    expect(remainingMonths(new Date(from), to)).toBe(months);
  });

  it('refuses an unreadable expiry', () => {
    expect(() => remainingMonths(now, 'not a date')).toThrow(RangeError);
  });
});
