import {
  catalogueFixture,
  makePaymentType,
  makeSubscription,
  makeUser,
  makeVariant,
} from '@colleghi/shared/testing';
import { promoOffers, promoPrice, promoPriceLabel } from './promo-offers';

const types = (offers: { type: string; id: number }[]) =>
  offers.map((offer) => `${offer.type}:${offer.id}`);

const secondBundle = makePaymentType({
  id: 6,
  type: 'bundle',
  title: 'Pacchetto Competenze',
  price: '29.90',
  months: 3,
  contained_subscriptions: [
    { id: 1, type: 'professional', title: 'Professional' },
    { id: 3, type: 'additional_skills', title: 'Competenze aggiuntive' },
  ],
});

describe('promoOffers', () => {
  it('offers a lawyer with nothing every type, then the first bundle', () => {
    const offers = promoOffers([...catalogueFixture(), secondBundle], makeUser(), true);
    expect(types(offers)).toEqual([
      'professional:1',
      'gold:2',
      'additional_skills:3',
      'qualify:4',
      'bundle:5',
    ]);
  });

  it('never offers accountants gold, skills, professional or a bundle containing them', () => {
    const accountant = makeUser({ profile: { type: 'ACCOUNTANT' } });
    expect(types(promoOffers(catalogueFixture(), accountant, true))).toEqual(['qualify:4']);
  });

  it('hides what the user already holds, bundles included', () => {
    const user = makeUser({
      is_certified: true,
      is_gold: true,
      subscriptions: [makeSubscription({ id: 7, payment_type_id: 5, type: 'bundle' })],
    });
    const offers = promoOffers([...catalogueFixture(), secondBundle], user, true);
    // The held bundle gives way to the next one, which still adds the skills.
    expect(types(offers)).toEqual(['additional_skills:3', 'qualify:4', 'bundle:6']);
  });

  it('hides skills and qualify once held, and a bundle whose parts are all held', () => {
    const user = makeUser({
      is_certified: true,
      is_gold: true,
      is_skills: true,
      is_custom_skills: true,
    });
    expect(promoOffers(catalogueFixture(), user, true)).toEqual([]);
  });

  it('follows the shared rule on buyable skills for professional and skills', () => {
    expect(types(promoOffers(catalogueFixture(), makeUser(), false))).toEqual([
      'gold:2',
      'qualify:4',
      'bundle:5',
    ]);
  });

  it('shows one banner per type', () => {
    const gold2 = makePaymentType({ id: 9, type: 'gold', title: 'Gold Plus', price: '29.90' });
    const offers = promoOffers([...catalogueFixture(), gold2], makeUser(), true);
    expect(offers.filter((offer) => offer.type === 'gold')).toHaveLength(1);
  });
});

describe('promoPrice', () => {
  const [professional, gold, skills, qualify, bundle] = catalogueFixture();
  const label = (offer: Parameters<typeof promoPrice>[0]) => {
    const price = promoPrice(offer);
    return price && promoPriceLabel(price).replace(/\u00a0/g, ' ');
  };

  it('is monthly for professional and gold, 3 months for bundle, skills and qualify', () => {
    expect(label(professional)).toBe('9,90 € + IVA al mese');
    expect(label(gold)).toBe('19,90 € + IVA al mese');
    expect(label(bundle)).toBe('74,70 € + IVA ogni 3 mesi');
    // The cheapest package: 1 × 2.90 × 3 and 1 × 1.90 × 3.
    expect(label(skills)).toBe('da 8,70 € + IVA ogni 3 mesi');
    expect(label(qualify)).toBe('da 5,70 € + IVA ogni 3 mesi');
  });

  it('uses the cheapest package whatever the order, without "da" for a single one', () => {
    const cheapestLast = makePaymentType({
      type: 'additional_skills',
      variants: [makeVariant({ id: 1, skills_number: 3, price: '2.50' }), makeVariant()],
    });
    expect(promoPrice(cheapestLast)).toEqual({ cents: 870, months: 3, from: true });
    const single = makePaymentType({ type: 'qualify', variants: [makeVariant()] });
    expect(promoPrice(single)).toEqual({ cents: 870, months: 3, from: false });
  });

  it('is null for an unreadable amount', () => {
    expect(promoPrice(makePaymentType({ price: '9,90' }))).toBeNull();
  });
});
