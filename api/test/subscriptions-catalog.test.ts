import { tokenFor, giveSubscription } from './helpers/activities';
import { GIULIA, LUCA, MARCO, PAOLO, SARA, cityIdOf, userIdOf } from './helpers/subscriptions';
import { setupTestServer } from './helpers/suite';

const { server, api } = setupTestServer();

const PLAN_KEYS = ['id', 'months', 'percentage', 'amount', 'is_active', 'is_default', 'methods'];
const SUBSCRIPTION_KEYS = [
  'id',
  'payment_type_id',
  'type',
  'title',
  'description',
  'price',
  'payment_method',
  'plan',
  'variant',
  'city',
  'purchased_skills',
  'renewed',
  'promo_image',
  'months',
  'activation_date',
  'expire_at',
  'unsubscribed',
  'next_plan',
  'next_renewal_price',
  'skills',
  'custom_skills',
  'contained_subscriptions',
];

describe('GET payment-types/info/', () => {
  it('lists the seeded catalogue for guests, with prices as decimal strings', async () => {
    const res = await api('payment-types/info/');
    expect(res.status).toBe(200);
    expect(res.body.additional_skills_buyable).toBe(true);
    const types = res.body.results;
    expect(types.map((t: { id: number; type: string }) => [t.id, t.type])).toEqual([
      [1, 'professional'],
      [2, 'gold'],
      [3, 'additional_skills'],
      [4, 'qualify'],
      [5, 'bundle'],
    ]);
    const [professional, gold, skills, qualify, bundle] = types;
    expect(Object.keys(professional.plans[0]).sort()).toEqual([...PLAN_KEYS].sort());
    expect(professional).toMatchObject({
      title: 'Professional',
      price: '9.90',
      months: 1,
      promo_image: null,
      variants: [],
      contained_subscriptions: [],
      plans: [
        {
          id: 11,
          months: 12,
          percentage: 20,
          amount: '95.04',
          is_default: true,
          methods: ['paypal', 'credit_card', 'bank_transfer'],
        },
        {
          id: 12,
          months: 6,
          percentage: 10,
          amount: '53.46',
          is_default: false,
          methods: ['paypal', 'credit_card'],
        },
        { id: 13, months: 1, percentage: 0, amount: '9.90', is_default: false },
      ],
    });
    expect(professional.description).toContain(' • ');
    expect(gold).toMatchObject({
      price: '19.90',
      plans: [
        { id: 21, amount: '191.04' },
        { id: 22, amount: '19.90' },
      ],
    });
    expect(skills).toMatchObject({
      title: 'Competenze aggiuntive',
      months: 3,
      variants: [
        { id: 31, skills_number: 1, price: '2.90' },
        { id: 32, skills_number: 3, price: '2.50' },
        { id: 33, skills_number: 5, price: '2.20' },
      ],
    });
    expect(qualify.variants).toEqual([
      { id: 41, skills_number: 1, price: '1.90' },
      { id: 42, skills_number: 3, price: '1.50' },
    ]);
    expect(bundle).toMatchObject({
      title: 'Pacchetto Studio',
      price: '24.90',
      months: 3,
      promo_image: expect.stringMatching(/^data:image\/svg\+xml/),
      contained_subscriptions: [
        { id: 1, type: 'professional', title: 'Professional' },
        { id: 2, type: 'gold', title: 'Gold' },
      ],
    });
  });

  it('additional skills stop being buyable at 10 purchased skills', async () => {
    const token = await tokenFor(server, MARCO);
    const userId = await userIdOf(server, MARCO);
    await giveSubscription(server, userId, { paymentTypeId: 3, variantId: 33, monthlyCents: 1100 });
    expect((await api('payment-types/info/', { token })).body.additional_skills_buyable).toBe(true);
    await giveSubscription(server, userId, { paymentTypeId: 3, variantId: 33, monthlyCents: 1100 });
    expect((await api('payment-types/info/', { token })).body.additional_skills_buyable).toBe(
      false,
    );
    const me = await api('users/me/', { token });
    expect(me.body).toMatchObject({ purchased_skills: 10, skills_limit: 12, is_skills: true });
  });
});

describe('city prices', () => {
  it('gives the city price, or the type price where the city has none', async () => {
    const milano = await cityIdOf(server, 'Milano');
    const napoli = await cityIdOf(server, 'Napoli');
    const bergamo = await cityIdOf(server, 'Bergamo');
    expect((await api(`payment-types/1/city/${milano}/`)).body).toMatchObject({
      city: { id: milano, name: 'Milano', display_name: 'Milano (MI)' },
      price: '14.90',
    });
    expect((await api(`payment-types/1/city/${bergamo}/`)).body.price).toBe('9.90');
    expect((await api(`payment-types/2/city/${milano}/`)).body.price).toBe('19.90');
    expect((await api(`payment-variants/professional-city/${napoli}/`)).body).toEqual({
      city: expect.objectContaining({ id: napoli }),
      price: '12.90',
      payment_type_id: 1,
    });
    expect((await api('payment-types/9/city/1/')).status).toBe(404);
    expect((await api('payment-types/1/city/999999/')).status).toBe(404);
    expect((await api('payment-variants/professional-city/abc/')).status).toBe(404);
  });
});

describe('POST payment-variants/professional-form/', () => {
  it('records the statement once; refuses false and accountants', async () => {
    const token = await tokenFor(server, MARCO);
    const first = await api('payment-variants/professional-form/', {
      token,
      body: { statement: true },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ statement_at: '2026-03-02T09:00:00.000Z' });
    server.clock.advance(60000);
    const again = await api('payment-variants/professional-form/', {
      token,
      body: { statement: true },
    });
    expect(again.body).toEqual(first.body);
    const no = await api('payment-variants/professional-form/', {
      token,
      body: { statement: false },
    });
    expect(no.status).toBe(400);
    expect(no.body).toEqual({ statement: ['Per proseguire devi confermare la dichiarazione.'] });
    const accountant = await tokenFor(server, PAOLO);
    const refused = await api('payment-variants/professional-form/', {
      token: accountant,
      body: { statement: true },
    });
    expect(refused.body).toEqual({
      non_field_errors: ['La certificazione è riservata agli avvocati e ai praticanti avvocati.'],
    });
    expect(
      (await api('payment-variants/professional-form/', { body: { statement: true } })).status,
    ).toBe(401);
  });
});

describe('GET coupon-codes/{code}/validate/{typeId}/', () => {
  const validate = (code: string, typeId: number, planId?: number) =>
    api(`coupon-codes/${code}/validate/${typeId}/${planId ? `?plan_id=${planId}` : ''}`);

  it('accepts a valid code (any case) with the message of the spec', async () => {
    const res = await validate('benvenuto20', 1, 11);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'BENVENUTO20',
      percentage: 20,
      discount: null,
      message:
        "Grazie al codice BENVENUTO20 è stato applicato uno sconto del 20 % solamente per il primo periodo acquistato. L'abbonamento si rinnoverà automaticamente ed a prezzo pieno, salvo disdetta.",
    });
    const fixed = await validate('GOLD10', 2, 21);
    expect(fixed.body).toMatchObject({ code: 'GOLD10', percentage: null, discount: '10.00' });
    expect(fixed.body.message.replace(/\s/g, ' ')).toBe(
      "Grazie al codice GOLD10 è stato applicato uno sconto di 10,00 € solamente per il primo periodo acquistato. L'abbonamento si rinnoverà automaticamente ed a prezzo pieno, salvo disdetta.",
    );
    expect((await validate('ANNUALE15', 1, 11)).status).toBe(200);
  });

  it.each([
    ['NONESISTE', 1, 11, 'Codice promozionale non valido.'],
    ['SCADUTO', 1, 11, 'Il codice promozionale è scaduto.'],
    ['BENVENUTO20', 2, 21, 'Il codice promozionale non è valido per il piano selezionato.'],
    ['ANNUALE15', 1, 12, 'Il codice promozionale non è valido per il piano selezionato.'],
    ['BENVENUTO20', 1, 21, 'Il codice promozionale non è valido per il piano selezionato.'],
    ['ESAURITO', 1, 11, 'Il codice promozionale non è più disponibile.'],
  ])('%s on type %i plan %i → %s', async (code, typeId, planId, message) => {
    const res = await validate(code, typeId, planId);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });
});

describe('subscriptions in users/me/', () => {
  it("the demo lawyer's subscriptions, flags and second city", async () => {
    const token = await tokenFor(server, GIULIA);
    const me = (await api('users/me/', { token })).body;
    expect(me.subscriptions).toHaveLength(2);
    const [skills, professional] = me.subscriptions;
    expect(Object.keys(professional).sort()).toEqual([...SUBSCRIPTION_KEYS].sort());
    expect(professional).toMatchObject({
      payment_type_id: 1,
      type: 'professional',
      title: 'Professional',
      price: '14.90',
      payment_method: 'credit_card',
      plan: { id: 11, amount: '143.04' },
      variant: null,
      city: { name: 'Roma' },
      purchased_skills: 0,
      renewed: false,
      months: 1,
      activation_date: '2025-11-02T09:00:00.000Z',
      expire_at: '2026-11-02T09:00:00.000Z',
      unsubscribed: false,
      next_plan: null,
      next_renewal_price: '143.04',
      skills: 2,
      custom_skills: 0,
    });
    expect(skills).toMatchObject({
      type: 'additional_skills',
      price: '2.90',
      months: 3,
      plan: { id: 34, amount: '8.70' },
      variant: { id: 31, skills_number: 1, price: '2.90' },
      purchased_skills: 1,
      skills: 1,
    });
    expect(me).toMatchObject({
      is_certified: true,
      is_gold: false,
      is_skills: true,
      purchased_skills: 1,
      is_custom_skills: false,
      custom_skills_count: 0,
      skills_limit: 5,
      skills_locked_until: null,
      trial_expires_at: null,
      profile: { lawfirm: { city2: { name: 'Roma', display_name: 'Roma (RM)' } } },
    });
  });

  it('a trial counts until it expires', async () => {
    const token = await tokenFor(server, LUCA);
    const me = (await api('users/me/', { token })).body;
    expect(me).toMatchObject({
      is_certified: true,
      trial_expires_at: '2026-05-02T09:00:00.000Z',
      subscriptions: [
        { payment_method: 'trial', plan: null, price: '0.00', next_renewal_price: '0.00' },
      ],
    });
    server.clock.advance(62 * 24 * 3600 * 1000);
    const later = (await api('users/me/', { token })).body;
    expect(later).toMatchObject({ is_certified: false, subscriptions: [] });
  });

  it('flags follow subscriptions inside bundles', async () => {
    const token = await tokenFor(server, SARA);
    const userId = await userIdOf(server, SARA);
    const before = (await api('users/me/', { token })).body;
    expect(before).toMatchObject({
      is_certified: false,
      is_gold: false,
      skills_limit: 2,
      custom_skills_count: 0,
    });
    await giveSubscription(server, userId, { paymentTypeId: 5, monthlyCents: 2490 });
    await giveSubscription(server, userId, { paymentTypeId: 4, variantId: 42, monthlyCents: 450 });
    const me = (await api('users/me/', { token })).body;
    expect(me).toMatchObject({
      is_certified: true,
      is_gold: true,
      is_skills: false,
      is_custom_skills: true,
      custom_skills_count: 4,
      skills_limit: 4,
    });
    const bundle = me.subscriptions.find((s: { type: string }) => s.type === 'bundle');
    expect(bundle).toMatchObject({ skills: 2, custom_skills: 1, months: 3 });
  });
});

describe('GET web/payments/collect/{b64 id}/{b64 created_at}/', () => {
  it('shows the certification offer for a matching pair, a 404 page otherwise', async () => {
    const token = await tokenFor(server, MARCO);
    const me = (await api('users/me/', { token })).body;
    const b64 = (value: string) => Buffer.from(value).toString('base64');
    const origin = new URL(server.baseUrl).origin;
    const ok = await fetch(
      `${origin}/web/payments/collect/${b64(String(me.id))}/${b64(me.created_at)}/`,
    );
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('http://localhost:3000/subscription?type=professional');
    expect(html).toContain('Marco');
    const wrong = await fetch(
      `${origin}/web/payments/collect/${b64(String(me.id))}/${b64('2020-01-01T00:00:00.000Z')}/`,
    );
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain('Siamo spiacenti, pagina non trovata!');
  });
});
