/**
 * The table of cases the price rules (./pricing.ts) are tested with, by ./pricing.test.ts, and
 * the web client's wire adapter (mfe-account/src/domain/subscriptions/pricing.ts) with its own test.
 *
 * Pure data with no imports: amounts are the API's decimal strings ("14.90"), as the wire carries
 * them; each test turns them into the inputs it needs. Imported as @colleghi/rules/pricing-cases,
 * not from the package index.
 */

export type PriceCaseType = 'professional' | 'gold' | 'additional_skills' | 'qualify' | 'bundle';

export interface PriceCase {
  name: string;
  input: {
    type: PriceCaseType;
    /** The type's monthly price. */
    price: string;
    /** professional: the second city's monthly price; null or missing means none. */
    cityPrice?: string | null;
    /** additional_skills and qualify: the chosen variant (unit price × skills_number). */
    variant?: { price: string; skills_number: number } | null;
  };
  plan: { months: number; percentage: number };
  /** A validated promo code, as coupons/validate/ answers it. */
  promo: { percentage: number | null; discount: string | null } | null;
  /** Expected cents: monthly price, one period after the plan discount, struck-through price,
   * first period after the promo, its VAT. */
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
const pct = (percentage: number) => ({ percentage, discount: null });
const fixed = (discount: string) => ({ percentage: null, discount });

/** The subscription price table. The first row is the contract's example. */
export const PRICE_CASES: readonly PriceCase[] = [
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

/** roundDiv(n, d) = expected, for n ≥ 0. */
export const ROUND_DIV_CASES: readonly (readonly [number, number, number])[] = [
  [1025 * 22, 100, 226], // 225.5 rounds up
  [1024 * 22, 100, 225], // 225.28
  [149, 100, 1], // 1.49
  [150, 100, 2], // 1.5
  [0, 100, 0],
  [1430400, 80, 17880],
];

/** vatCents(charged) = vat. */
export const VAT_CASES: readonly (readonly [number, number])[] = [
  [875, 193], // 192.5 rounds up
  [825, 182], // 181.5 rounds up
  [25, 6], // 5.5 rounds up
  [2, 0], // 0.44
  [11443, 2517],
  [0, 0],
];

/** parseEuroCents(text) = cents. */
export const EURO_STRING_CASES: readonly (readonly [string, number])[] = [
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
];

/** Not euro amounts: parseEuroCents throws, euroCentsOrNull returns null. */
export const NOT_EURO_STRINGS: readonly string[] = [
  '',
  'abc',
  '-1.00',
  '1.234',
  '1,50',
  '1.005',
  '1e3',
  '.50',
  '1.000,00',
  'NaN',
];

/** centsToDecimal(cents) = text, for cents ≥ 0. */
export const CENTS_TO_DECIMAL_CASES: readonly (readonly [number, string])[] = [
  [1490, '14.90'],
  [5, '0.05'],
  [0, '0.00'],
  [100000, '1000.00'],
];

/** The clock of the second-city quotes and of REMAINING_MONTHS_CASES. */
export const QUOTE_NOW = '2026-03-02T09:00:00.000Z';
/** The subscription being changed: annual at 20 %, expiring 8 months after QUOTE_NOW. */
export const QUOTE_PLAN = { months: 12, percentage: 20 } as const;
export const QUOTE_EXPIRE_AT = '2026-11-02T09:00:00.000Z';

export type QuoteKind = 'immediate' | 'next_renewal' | 'charge_now';

/** [name, payment method, current monthly, new monthly, kind, cents charged now]. */
export const CITY_CHANGE_CASES: readonly (readonly [
  string,
  'trial' | 'credit_card' | 'paypal' | 'bank_transfer',
  number,
  number,
  QuoteKind,
  number,
])[] = [
  ['trial applies at once', 'trial', 990, 1490, 'immediate', 0],
  ['same price applies at once', 'credit_card', 1490, 1490, 'immediate', 0],
  ['cheaper waits for the renewal', 'paypal', 1490, 1290, 'next_renewal', 0],
  ['dearer: 8 months of +2.00 at 20 %', 'credit_card', 1290, 1490, 'charge_now', 1280],
  ['dearer: base to Milano', 'bank_transfer', 990, 1490, 'charge_now', 3200],
];

/** remainingMonths(QUOTE_NOW, expireAt) = months. */
export const REMAINING_MONTHS_CASES: readonly (readonly [string, number])[] = [
  ['2026-03-02T09:00:00.000Z', 0],
  ['2026-03-01T09:00:00.000Z', 0],
  ['2026-03-02T09:00:01.000Z', 1],
  ['2026-04-02T09:00:00.000Z', 1],
  ['2026-04-02T09:00:01.000Z', 2],
  ['2027-03-02T09:00:00.000Z', 12],
  ['2027-03-02T09:00:01.000Z', 13],
];

/** remainingMonths(from, to) = months across month ends and year ends. */
export const MONTH_END_CASES: readonly (readonly [string, string, number])[] = [
  // 31 Jan + 1 month is 28 Feb (clamped): 1 March is a second month.
  ['2026-01-31T12:00:00.000Z', '2026-02-28T12:00:00.000Z', 1],
  ['2026-01-31T12:00:00.000Z', '2026-03-01T12:00:00.000Z', 2],
  ['2028-01-31T12:00:00.000Z', '2028-02-29T12:00:00.000Z', 1],
  ['2026-12-15T12:00:00.000Z', '2027-01-15T12:00:00.000Z', 1],
  ['2026-12-15T12:00:00.000Z', '2027-01-15T12:00:01.000Z', 2],
];
