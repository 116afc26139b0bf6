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

/**
 * The price table shared with the web client (shared/src/domain/subscriptions/pricing.test.ts):
 * the same rows must give the same cents on both sides. The first row is the contract's example.
 */
interface Row {
  name: string;
  input: PriceInputs;
  plan: { months: number; percentage: number };
  promo: Promo;
  monthly: number;
  plan_: number;
  original: number;
  charged: number;
  vat: number;
}

const PROFESSIONAL = { type: 'professional', typeMonthlyCents: 990 } as const;
const GOLD = { type: 'gold', typeMonthlyCents: 1990 } as const;
const BUNDLE = { type: 'bundle', typeMonthlyCents: 2490 } as const;
const SKILLS = { type: 'additional_skills', typeMonthlyCents: 290 } as const;
const QUALIFY = { type: 'qualify', typeMonthlyCents: 190 } as const;

const ROWS: Row[] = [
  {
    name: 'professional, Milano 14.90, annual 20 %, BENVENUTO20',
    input: { ...PROFESSIONAL, cityMonthlyCents: 1490 },
    plan: { months: 12, percentage: 20 },
    promo: { percentage: 20 },
    monthly: 1490,
    plan_: 14304,
    original: 17880,
    charged: 11443,
    vat: 2517,
  },
  {
    name: 'professional, no city price, half-yearly 10 %',
    input: { ...PROFESSIONAL, cityMonthlyCents: null },
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
    input: { ...PROFESSIONAL, cityMonthlyCents: 1290 },
    plan: { months: 1, percentage: 0 },
    promo: { percentage: 15 },
    monthly: 1290,
    plan_: 1290,
    original: 1290,
    charged: 1097,
    vat: 241,
  },
  {
    name: 'professional, Roma 14.90, annual 20 %, ANNUALE15',
    input: { ...PROFESSIONAL, cityMonthlyCents: 1490 },
    plan: { months: 12, percentage: 20 },
    promo: { percentage: 15 },
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
    promo: { percentage: 15 },
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
    promo: { discountCents: 1000 },
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
    promo: { discountCents: 1000 },
    monthly: 1990,
    plan_: 1990,
    original: 1990,
    charged: 990,
    vat: 218,
  },
  {
    name: 'fixed discount larger than the price charges nothing',
    input: { type: 'gold', typeMonthlyCents: 500 },
    plan: { months: 1, percentage: 0 },
    promo: { discountCents: 1000 },
    monthly: 500,
    plan_: 500,
    original: 500,
    charged: 0,
    vat: 0,
  },
  {
    name: 'additional skills, 3 skills at 2.50, quarterly',
    input: { ...SKILLS, variant: { unitCents: 250, skillsNumber: 3 } },
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
    input: { ...SKILLS, variant: { unitCents: 220, skillsNumber: 5 } },
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
    input: { ...QUALIFY, variant: { unitCents: 190, skillsNumber: 1 } },
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
    input: { ...QUALIFY, variant: { unitCents: 150, skillsNumber: 3 } },
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
    input: { ...BUNDLE, cityMonthlyCents: 1490 },
    plan: { months: 12, percentage: 20 },
    promo: { percentage: 10 },
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
  it.each([
    [1025 * 22, 100, 226], // 225.5 rounds up
    [1024 * 22, 100, 225], // 225.28
    [149, 100, 1], // 1.49
    [150, 100, 2], // 1.5
    [0, 100, 0],
    [1430400, 80, 17880],
  ])('roundDiv(%i, %i) = %i', (n, d, expected) => {
    expect(roundDiv(n, d)).toBe(expected);
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
  ])('parseEuroCents(%s) = %i', (text, cents) => {
    expect(parseEuroCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-1.00', '1.234', '1,50', '1.005', '1e3', '.50', '1.000,00', 'NaN'])(
    'parseEuroCents(%s) is null',
    (text) => {
      expect(parseEuroCents(text)).toBeNull();
    },
  );

  it.each([
    [1490, '14.90'],
    [5, '0.05'],
    [0, '0.00'],
    [100000, '1000.00'],
  ])('centsToDecimal(%i) = %s', (cents, text) => {
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
  const now = new Date('2026-03-02T09:00:00.000Z');
  const annual = { months: 12, percentage: 20 };
  const base = {
    paymentMethod: 'credit_card',
    plan: annual,
    expireAt: new Date('2026-11-02T09:00:00.000Z'),
    now,
  };

  it.each([
    ['trial applies at once', { paymentMethod: 'trial', current: 990, next: 1490 }, 'immediate', 0],
    ['same price applies at once', { current: 1490, next: 1490 }, 'immediate', 0],
    ['cheaper waits for the renewal', { current: 1490, next: 1290 }, 'next_renewal', 0],
    ['dearer: 8 months of +2.00 at 20 %', { current: 1290, next: 1490 }, 'charge_now', 1280],
    ['dearer: base to Milano', { current: 990, next: 1490 }, 'charge_now', 3200],
  ] as const)('%s', (_name, change, kind, charge) => {
    const quote = cityChangeQuote({
      ...base,
      paymentMethod: 'paymentMethod' in change ? change.paymentMethod : base.paymentMethod,
      currentMonthlyCents: change.current,
      newMonthlyCents: change.next,
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

  it.each([
    ['2026-03-02T09:00:00.000Z', 0],
    ['2026-03-01T09:00:00.000Z', 0],
    ['2026-03-02T09:00:01.000Z', 1],
    ['2026-04-02T09:00:00.000Z', 1],
    ['2026-04-02T09:00:01.000Z', 2],
    ['2027-03-02T09:00:00.000Z', 12],
    ['2027-03-02T09:00:01.000Z', 13],
  ])('remaining months to %s: %i', (expireAt, months) => {
    expect(remainingMonths(now, new Date(expireAt))).toBe(months);
  });

  it.each([
    // 31 Jan + 1 month is 28 Feb (clamped): 1 March is a second month.
    ['2026-01-31T12:00:00.000Z', '2026-02-28T12:00:00.000Z', 1],
    ['2026-01-31T12:00:00.000Z', '2026-03-01T12:00:00.000Z', 2],
    ['2028-01-31T12:00:00.000Z', '2028-02-29T12:00:00.000Z', 1],
    ['2026-12-15T12:00:00.000Z', '2027-01-15T12:00:00.000Z', 1],
    ['2026-12-15T12:00:00.000Z', '2027-01-15T12:00:01.000Z', 2],
  ])('remaining months from %s to %s: %i (month ends and year ends)', (from, to, months) => {
    expect(remainingMonths(new Date(from), new Date(to))).toBe(months);
  });
});
