import { configureApi } from '@colleghi/shared/platform';
import { catalogueFixture, makePaymentType, makeVariant } from '@colleghi/shared/testing';
import {
  PAYMENT_METHOD_LABELS,
  displayMonths,
  monthsLabel,
  offerDisplayCents,
  offerPath,
  perPeriodLabel,
  promoImageUrl,
} from './offers';

describe('offerPath', () => {
  it('links to the subscription page by type, bundles by id too', () => {
    expect(offerPath({ type: 'gold', id: 2 })).toBe('/subscription?type=gold');
    expect(offerPath({ type: 'additional_skills', id: 3 })).toBe(
      '/subscription?type=additional_skills',
    );
    expect(offerPath({ type: 'bundle', id: 5 })).toBe('/subscription?type=bundle&id=5');
  });
});

describe('promoImageUrl', () => {
  it('puts a path on the API host and keeps an absolute URL', () => {
    configureApi({ apiBase: 'https://api.colleghi.it/api/' });
    expect(promoImageUrl('/static/promo/studio.png')).toBe(
      'https://api.colleghi.it/static/promo/studio.png',
    );
    expect(promoImageUrl('https://cdn.colleghi.it/studio.png')).toBe(
      'https://cdn.colleghi.it/studio.png',
    );
  });
});

describe('displayMonths and perPeriodLabel', () => {
  it.each([
    ['professional', 1, 'al mese'],
    ['gold', 1, 'al mese'],
    ['bundle', 3, 'ogni 3 mesi'],
    ['additional_skills', 3, 'ogni 3 mesi'],
    ['qualify', 3, 'ogni 3 mesi'],
  ] as const)('shows %s over %i month(s): "%s"', (type, months, label) => {
    expect(displayMonths(type)).toBe(months);
    expect(perPeriodLabel(displayMonths(type))).toBe(label);
  });
});

describe('monthsLabel', () => {
  it('says one month in the singular', () => {
    expect(monthsLabel(1)).toBe('1 mese');
    expect(monthsLabel(12)).toBe('12 mesi');
  });
});

describe('offerDisplayCents', () => {
  const [professional, gold, skills, qualify, bundle] = catalogueFixture();

  it('is the monthly price of professional and gold, 3 months of the others', () => {
    expect(offerDisplayCents(professional)).toBe(990);
    expect(offerDisplayCents(gold)).toBe(1990);
    expect(offerDisplayCents(bundle)).toBe(7470);
    // No package chosen: the type's price.
    expect(offerDisplayCents(skills)).toBe(870);
    expect(offerDisplayCents(qualify)).toBe(570);
  });

  it('prices a package and a second city', () => {
    expect(offerDisplayCents(skills, { variant: skills.variants[1] })).toBe(2250);
    expect(offerDisplayCents(professional, { cityPrice: '14.90' })).toBe(1490);
    // A package means nothing to the monthly types.
    expect(offerDisplayCents(gold, { variant: makeVariant({ skills_number: 3 }) })).toBe(1990);
  });

  it('refuses an unreadable amount', () => {
    expect(() => offerDisplayCents(makePaymentType({ price: '9,90' }))).toThrow(RangeError);
  });
});

describe('PAYMENT_METHOD_LABELS', () => {
  it('names every method in Italian, the free trial too', () => {
    expect(PAYMENT_METHOD_LABELS).toEqual({
      paypal: 'PayPal',
      credit_card: 'Carta di credito',
      bank_transfer: 'Bonifico bancario',
      trial: 'Prova gratuita',
    });
  });
});
