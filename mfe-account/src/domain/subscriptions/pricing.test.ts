import { centsToDecimal, monthlyCents, parseEuroCents, planCents } from '@colleghi/rules';
import {
  PRICE_CASES,
  catalogueFixture,
  makePaymentType,
  makePlan,
  makeVariant,
} from '@colleghi/shared/testing';
import type { CouponPromo } from './pricing';
import { couponPromo, priceBreakdown, priceInputs, renewalMonthlyCents } from './pricing';

// The price rules are tested once, in @colleghi/rules; here, how the API's wire shapes (decimal
// strings, coupons/validate/ results, catalogue objects) are read into them.
const pct = (percentage: number): CouponPromo => ({ percentage, discount: null });

describe('priceBreakdown over the wire strings', () => {
  it.each(PRICE_CASES)('$name', (row) => {
    expect(priceBreakdown(row.input, row.plan, row.promo)).toEqual({
      monthly: row.monthly,
      plan: row.plan_,
      original: row.original,
      charged: row.charged,
      vat: row.vat,
      total: row.charged + row.vat,
    });
  });

  it('throws on an unreadable amount rather than showing a wrong price', () => {
    expect(() => priceBreakdown({ type: 'gold', price: '19,90' }, makePlan())).toThrow(RangeError);
  });
});

describe('priceInputs and couponPromo', () => {
  it('prices the seeded catalogue objects as the plan amounts say', () => {
    const professional = makePaymentType();
    const price = (input: Parameters<typeof priceInputs>[0]) => monthlyCents(priceInputs(input));
    expect(centsToDecimal(planCents(price(professional), makePlan()))).toBe('95.04');
    const skills = makePaymentType({ type: 'additional_skills', price: '2.90' });
    const variant = makeVariant({ id: 33, skills_number: 5, price: '2.20' });
    expect(price({ ...skills, variant })).toBe(1100);
    expect(price({ ...skills, variant: null })).toBe(290);
    expect(price({ type: 'gold', price: '19.90', cityPrice: '14.90' })).toBe(1990);
    expect(price({ type: 'professional', price: '9.90', cityPrice: '' })).toBe(990);
  });

  it('agrees with every plan amount of the catalogue fixture', () => {
    for (const type of catalogueFixture()) {
      for (const plan of type.plans) {
        expect(centsToDecimal(planCents(parseEuroCents(type.price), plan))).toBe(plan.amount);
      }
    }
  });

  it('reads a coupon result: a percentage, a fixed amount, or nothing', () => {
    expect(couponPromo(pct(20))).toEqual({ percentage: 20 });
    expect(couponPromo(pct(0))).toEqual({ percentage: 0 });
    expect(couponPromo({ percentage: null, discount: '10.00' })).toEqual({ discountCents: 1000 });
    expect(couponPromo({ percentage: null, discount: null })).toBeNull();
    expect(couponPromo(null)).toBeNull();
    expect(couponPromo(undefined)).toBeNull();
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
