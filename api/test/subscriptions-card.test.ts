import { eq } from 'drizzle-orm';
import { coupons } from '../src/db/schema';
import { tokenFor } from './helpers/activities';
import {
  CARD_DECLINED,
  CARD_OK,
  CARD_SLOW,
  MARCO,
  SARA,
  cityIdOf,
  couponUses,
  declareLawyer,
  holdings,
  order,
  payByCard,
  poll,
} from './helpers/subscriptions';
import { setupTestServer } from './helpers/suite';

const { server, api } = setupTestServer();
let milano: number;

beforeAll(async () => {
  milano = await cityIdOf(server, 'Milano');
});

describe('card payment (sandbox provider)', () => {
  it('professional with BENVENUTO20 and Milano: charged = shown price, one subscription', async () => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const { intent, confirm } = await payByCard(
      api,
      token,
      CARD_OK,
      order({ code: 'benvenuto20', city_id: milano }),
    );
    expect(intent.status).toBe(200);
    expect(intent.body).toEqual({
      id: expect.stringMatching(/^pi_sandbox_/),
      client_secret: expect.any(String),
      amount: '114.43',
      vat: '25.17',
    });
    expect(confirm?.body).toEqual({ status: 'succeeded' });
    const status = await poll(api, token, intent.body.id);
    expect(status.body).toEqual({
      id: intent.body.id,
      status: 'successful',
      subscription_id: expect.any(Number),
      message: null,
    });
    const again = await poll(api, token, intent.body.id);
    expect(again.body.subscription_id).toBe(status.body.subscription_id);

    const records = await api('payments/records/', { token });
    expect(records.body.count).toBe(1);
    expect(records.body.results[0]).toEqual({
      id: expect.any(Number),
      subscription_id: status.body.subscription_id,
      kind: 'purchase',
      method: 'credit_card',
      amount: '114.43',
      vat: '25.17',
      status: 'paid',
      created_at: expect.any(String),
    });
    expect(await couponUses(server, 'BENVENUTO20')).toBe(1);

    const me = await api('users/me/', { token });
    expect(me.body).toMatchObject({
      is_certified: true,
      skills_limit: 4,
      last_payment: { amount: '114.43' },
      profile: { lawfirm: null },
    });
    expect(me.body.subscriptions).toHaveLength(1);
    // The promo applies to the first period only: the renewal is at full price.
    expect(me.body.subscriptions[0]).toMatchObject({
      id: status.body.subscription_id,
      type: 'professional',
      price: '14.90',
      payment_method: 'credit_card',
      plan: { id: 11, months: 12, percentage: 20, amount: '143.04' },
      city: { name: 'Milano' },
      next_plan: null,
      next_renewal_price: '143.04',
      unsubscribed: false,
      skills: 2,
      custom_skills: 0,
    });
  });

  it('a declined card activates nothing and does not use the coupon', async () => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const { intent, confirm } = await payByCard(
      api,
      token,
      CARD_DECLINED,
      order({ code: 'BENVENUTO20' }),
    );
    expect(confirm?.body).toEqual({
      status: 'failed',
      error: { message: 'La carta è stata rifiutata.' },
    });
    const status = await poll(api, token, intent.body.id);
    expect(status.body).toEqual({
      id: intent.body.id,
      status: 'failed',
      subscription_id: null,
      message: 'La carta è stata rifiutata.',
    });
    expect(await holdings(server, MARCO)).toEqual({ subscriptions: [], records: [] });
    expect(await couponUses(server, 'BENVENUTO20')).toBe(0);
    const activate = await api('payment-types/1/activate/', {
      token,
      body: {
        ...order({ code: 'BENVENUTO20' }),
        payment_method: 'credit_card',
        setup_token: intent.body.id,
      },
    });
    expect(activate.status).toBe(400);
    expect(activate.body).toEqual({ message: 'La carta è stata rifiutata.' });
  });

  it('the slow card is pending for two status reads, then successful', async () => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const { intent, confirm } = await payByCard(api, token, CARD_SLOW, order({ plan_id: 13 }));
    expect(intent.body.amount).toBe('9.90');
    expect(confirm?.body).toEqual({ status: 'processing' });
    expect((await poll(api, token, intent.body.id)).body.status).toBe('pending');
    expect((await poll(api, token, intent.body.id)).body.status).toBe('pending');
    expect((await holdings(server, MARCO)).subscriptions).toHaveLength(0);
    const done = await poll(api, token, intent.body.id);
    expect(done.body).toMatchObject({ status: 'successful', subscription_id: expect.any(Number) });
  });

  it('an intent polled before its confirmation is pending', async () => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const method = await api('sandbox/payment-methods/', {
      body: { number: CARD_OK, exp_month: '12', exp_year: '34', cvc: '123' },
    });
    const intent = await api('stripe/create/', {
      token,
      body: { ...order(), payment_method: 'credit_card', payment_method_id: method.body.id },
    });
    expect((await poll(api, token, intent.body.id)).body.status).toBe('pending');
  });

  it('parallel polls and activations create exactly one subscription and one record', async () => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const { intent } = await payByCard(api, token, CARD_OK, order({ code: 'BENVENUTO20' }));
    const activation = {
      ...order({ code: 'BENVENUTO20' }),
      payment_method: 'credit_card',
      setup_token: intent.body.id,
    };
    const results = await Promise.all([
      poll(api, token, intent.body.id),
      poll(api, token, intent.body.id),
      poll(api, token, intent.body.id),
      api('payment-types/1/activate/', { token, body: activation }),
      api('payment-types/1/activate/', { token, body: activation }),
    ]);
    const ids = new Set(results.map((r) => r.body.subscription_id ?? r.body.subscription?.id));
    expect(ids.size).toBe(1);
    const { subscriptions, records } = await holdings(server, MARCO);
    expect(subscriptions).toHaveLength(1);
    expect(records).toHaveLength(1);
    expect(await couponUses(server, 'BENVENUTO20')).toBe(1);
    for (const result of results.slice(0, 3)) expect(result.body.status).toBe('successful');
    for (const result of results.slice(3)) expect([200, 201]).toContain(result.status);
  });

  it('activate with a succeeded intent: 201 then 200 with the same subscription and user', async () => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const { intent } = await payByCard(api, token, CARD_OK, order());
    const body = { ...order(), payment_method: 'credit_card', setup_token: intent.body.id };
    const first = await api('payment-types/1/activate/', { token, body });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      subscription: { type: 'professional', price: '9.90' },
      payment: { amount: '95.04', vat: '20.91', method: 'credit_card', status: 'paid' },
      user: { is_certified: true },
    });
    const second = await api('payment-types/1/activate/', { token, body });
    expect(second.status).toBe(200);
    expect(second.body.subscription.id).toBe(first.body.subscription.id);
    expect(second.body.payment.id).toBe(first.body.payment.id);
  });

  it('prices come from the server: an amount sent by the client is refused', async () => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const method = await api('sandbox/payment-methods/', {
      body: { number: CARD_OK, exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    const res = await api('stripe/create/', {
      token,
      body: {
        ...order(),
        payment_method: 'credit_card',
        payment_method_id: method.body.id,
        amount: '0.01',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ amount: ['Campo non consentito.'] });
    const activate = await api('payment-types/1/activate/', {
      token,
      body: {
        ...order(),
        payment_method: 'bank_transfer',
        idempotency_key: '6f1c1d2e-8a8b-4d5e-9f00-112233445566',
        amount: '0.01',
      },
    });
    expect(activate.status).toBe(400);
    expect(activate.body).toEqual({ amount: ['Campo non consentito.'] });
    expect((await holdings(server, MARCO)).subscriptions).toHaveLength(0);
  });

  it('validates the order: plan of the type, method of the plan, variant, city, coupon', async () => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const method = await api('sandbox/payment-methods/', {
      body: { number: CARD_OK, exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    const create = (body: object) =>
      api('stripe/create/', {
        token,
        body: { payment_method: 'credit_card', payment_method_id: method.body.id, ...body },
      });
    expect((await create(order({ plan_id: 21 }))).body).toEqual({
      plan_id: ['Seleziona un piano valido.'],
    });
    expect((await create(order({ payment_type_id: 3, plan_id: 34 }))).body).toEqual({
      payment_variant_id: ['Questo campo è obbligatorio.'],
    });
    expect(
      (await create(order({ payment_type_id: 3, plan_id: 34, payment_variant_id: 41 }))).body,
    ).toEqual({
      payment_variant_id: ['Seleziona un pacchetto valido.'],
    });
    expect(
      (await create(order({ payment_type_id: 2, plan_id: 21, city_id: milano }))).body,
    ).toEqual({
      city_id: ["Il secondo comune si sceglie solo con l'abbonamento Professional."],
    });
    expect((await create(order({ code: 'SCADUTO' }))).body).toEqual({
      code: ['Il codice promozionale è scaduto.'],
    });
    expect((await create(order({ sdi: 'ABC' }))).body).toEqual({
      sdi: ['Il codice SDI deve essere di 7 caratteri (lettere e numeri) oppure un indirizzo PEC.'],
    });
    expect((await create({ ...order(), payment_method_id: 'pm_sandbox_nope' })).body).toEqual({
      payment_method_id: ['Metodo di pagamento non valido.'],
    });
    expect((await create(order({ payment_type_id: 99 }))).body).toEqual({
      payment_type_id: ['Seleziona un abbonamento valido.'],
    });
  });

  it('professional needs the lawyer statement; accountants cannot buy it', async () => {
    const token = await tokenFor(server, SARA);
    const { intent } = await payByCard(api, token, CARD_OK, order());
    expect(intent.status).toBe(400);
    expect(intent.body).toEqual({
      non_field_errors: ['Conferma di essere un avvocato o un praticante avvocato.'],
    });
    const accountant = await tokenFor(server, 'commercialista@demo.colleghi.it');
    const statement = await api('payment-variants/professional-form/', {
      token: accountant,
      body: { statement: true },
    });
    expect(statement.status).toBe(400);
    expect(statement.body.non_field_errors).toHaveLength(1);
  });

  it('refuses a second professional while one is active', async () => {
    const token = await tokenFor(server, 'avvocato@demo.colleghi.it');
    await declareLawyer(api, token);
    const { intent } = await payByCard(api, token, CARD_OK, order());
    expect(intent.status).toBe(400);
    expect(intent.body).toEqual({ message: 'Hai già un abbonamento attivo di questo tipo.' });
  });

  it('a coupon used up between intent and payment: failed, refunded, nothing created', async () => {
    const tokenA = await tokenFor(server, MARCO);
    const tokenB = await tokenFor(server, SARA);
    // ESAURITO has one use and it is taken; give it a second one for this race.
    await server.database.db
      .update(coupons)
      .set({ maxUses: 2 })
      .where(eq(coupons.code, 'ESAURITO'));
    await declareLawyer(api, tokenA);
    await declareLawyer(api, tokenB);
    const a = await payByCard(api, tokenA, CARD_OK, order({ code: 'ESAURITO' }));
    const b = await payByCard(api, tokenB, CARD_OK, order({ code: 'ESAURITO' }));
    expect((await poll(api, tokenA, a.intent.body.id)).body.status).toBe('successful');
    const lost = await poll(api, tokenB, b.intent.body.id);
    expect(lost.body).toMatchObject({
      status: 'failed',
      message: 'Il codice promozionale non è più disponibile.',
    });
    expect(await holdings(server, SARA)).toEqual({ subscriptions: [], records: [] });
    expect(await couponUses(server, 'ESAURITO')).toBe(2);
  });

  it('checks the card in the sandbox: number (Luhn), expiry, CVC', async () => {
    const card = { number: CARD_OK, exp_month: 12, exp_year: 2034, cvc: '123', name: 'Test' };
    const bad = async (overrides: object) =>
      (await api('sandbox/payment-methods/', { body: { ...card, ...overrides } })).body;
    expect(await bad({ number: '4242 4242 4242 4241' })).toEqual({
      error: { message: 'Il numero della carta non è valido.' },
    });
    expect(await bad({ exp_month: 13 })).toEqual({
      error: { message: 'La data di scadenza non è valida.' },
    });
    expect(await bad({ exp_month: 1, exp_year: 2026 })).toEqual({
      error: { message: 'La data di scadenza non è valida.' },
    });
    expect(await bad({ cvc: '12' })).toEqual({
      error: { message: 'Il codice di sicurezza non è valido.' },
    });
    const ok = await api('sandbox/payment-methods/', { body: card });
    expect(ok.body).toEqual({ id: expect.stringMatching(/^pm_sandbox_/) });
  });

  it('another user cannot read an intent; the sandbox checks the client secret', async () => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const { intent } = await payByCard(api, token, CARD_OK, order());
    const other = await tokenFor(server, SARA);
    expect((await poll(api, other, intent.body.id)).status).toBe(404);
    const wrong = await api(`sandbox/payment-intents/${intent.body.id}/confirm/`, {
      body: { client_secret: 'nope' },
    });
    expect(wrong.status).toBe(400);
  });

  it('CORS lets the app origins call the sandbox endpoints', async () => {
    const res = await fetch(new URL('sandbox/payment-methods/', server.baseUrl), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3003',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3003');
  });
});
