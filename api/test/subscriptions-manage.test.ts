import { giveSubscription, tokenFor } from './helpers/activities';
import {
  GIULIA,
  LUCA,
  MARCO,
  SARA,
  cityIdOf,
  holdings,
  subscriptionOf,
  userIdOf,
} from './helpers/subscriptions';
import { setupTestServer } from './helpers/suite';

const { server, api } = setupTestServer();
const DAY = 24 * 3600 * 1000;

async function giulia() {
  const token = await tokenFor(server, GIULIA);
  const professional = await subscriptionOf(server, GIULIA, 1);
  const skills = await subscriptionOf(server, GIULIA, 3);
  return { token, professional, skills };
}

describe('GET payments/records/ and plans-info/', () => {
  it('lists the payment records newest first, paginated', async () => {
    const { token } = await giulia();
    const res = await api('payments/records/?page_size=1', { token });
    expect(res.body).toMatchObject({
      count: 2,
      previous: null,
      next: expect.stringContaining('page=2'),
    });
    expect(res.body.results[0]).toMatchObject({ amount: '8.70', vat: '1.91', kind: 'purchase' });
    const second = await api('payments/records/?page=2&page_size=1', { token });
    expect(second.body.results[0]).toMatchObject({ amount: '143.04', vat: '31.47' });
    expect((await api('payments/records/')).status).toBe(401);
  });

  it("gives the type's active plans priced at the subscription's monthly price", async () => {
    const { token, professional } = await giulia();
    const res = await api(`payments/${professional.id}/plans-info/`, { token });
    expect(res.body).toEqual([
      expect.objectContaining({ id: 11, amount: '143.04', is_default: true }),
      expect.objectContaining({ id: 12, amount: '80.46' }),
      expect.objectContaining({ id: 13, amount: '14.90' }),
    ]);
    const other = await tokenFor(server, MARCO);
    expect((await api(`payments/${professional.id}/plans-info/`, { token: other })).status).toBe(
      404,
    );
  });
});

describe('PUT payments/{id}/change-plan/', () => {
  it('sets the next plan (applied at renewal) once', async () => {
    const { token, professional } = await giulia();
    const res = await api(`payments/${professional.id}/change-plan/`, {
      method: 'PUT',
      token,
      body: { plan_id: 13 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: professional.id,
      plan: { id: 11 },
      next_plan: { id: 13, months: 1, amount: '14.90' },
      next_renewal_price: '14.90',
    });
    const again = await api(`payments/${professional.id}/change-plan/`, {
      method: 'PUT',
      token,
      body: { plan_id: 12 },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      non_field_errors: ['Hai già scelto un nuovo piano: sarà applicato al prossimo rinnovo.'],
    });
  });

  it('refuses the same plan, a plan of another type, a plan without the method', async () => {
    const { token, professional } = await giulia();
    const change = (id: number, planId: number, t = token) =>
      api(`payments/${id}/change-plan/`, { method: 'PUT', token: t, body: { plan_id: planId } });
    expect((await change(professional.id, 11)).body).toEqual({
      plan_id: ['Questo è già il piano del tuo abbonamento.'],
    });
    expect((await change(professional.id, 21)).body).toEqual({
      plan_id: ['Seleziona un piano valido.'],
    });
    expect((await change(professional.id, 999)).body).toEqual({
      plan_id: ['Seleziona un piano valido.'],
    });
    const marco = await tokenFor(server, MARCO);
    const bank = await giveSubscription(server, await userIdOf(server, MARCO), {
      paymentTypeId: 1,
      method: 'bank_transfer',
    });
    expect((await change(bank.id, 12, marco)).body).toEqual({
      plan_id: [
        "Il piano selezionato non è disponibile con il metodo di pagamento dell'abbonamento.",
      ],
    });
    expect((await change(professional.id, 12, marco)).status).toBe(404);
  });

  it('refuses bundles, trials and cancelled subscriptions', async () => {
    const sara = await tokenFor(server, SARA);
    const bundle = await giveSubscription(server, await userIdOf(server, SARA), {
      paymentTypeId: 5,
      monthlyCents: 2490,
    });
    const change = (id: number, planId: number, token: string) =>
      api(`payments/${id}/change-plan/`, { method: 'PUT', token, body: { plan_id: planId } });
    expect((await change(bundle.id, 52, sara)).body).toEqual({
      non_field_errors: ['Il piano di un pacchetto non può essere modificato.'],
    });
    const luca = await tokenFor(server, LUCA);
    const trial = await subscriptionOf(server, LUCA, 1);
    expect((await change(trial.id, 13, luca)).body).toEqual({
      non_field_errors: ['Il piano di una prova gratuita non può essere modificato.'],
    });
    const { token, skills } = await giulia();
    await api(`payments/${skills.id}/cancel/`, { method: 'POST', token });
    expect((await change(skills.id, 35, token)).body).toEqual({
      non_field_errors: ["L'abbonamento è stato disdetto: il piano non può essere modificato."],
    });
  });
});

describe('payments/{id}/cancel/', () => {
  it('stops the renewals; the subscription runs to expire_at; a repeat changes nothing', async () => {
    const { token, professional } = await giulia();
    const res = await api(`payments/${professional.id}/cancel/`, { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: professional.id,
      unsubscribed: true,
      expire_at: '2026-11-02T09:00:00.000Z',
    });
    const again = await api(`payments/${professional.id}/cancel/`, { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect((await api('users/me/', { token })).body.is_certified).toBe(true);
    server.clock.advance(246 * DAY);
    const after = (await api('users/me/', { token })).body;
    expect(after.is_certified).toBe(false);
    expect(after.profile.lawfirm.city2).toBeNull();
  });

  it('is refused while the renewal is in progress (expire_at past)', async () => {
    const { token, professional } = await giulia();
    server.clock.advance(246 * DAY);
    const res = await api(`payments/${professional.id}/cancel/`, { method: 'POST', token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail:
        "L'abbonamento è in corso di rinnovo e non può essere disdetto. Attendi il rinnovo e riprova.",
    });
    // Still renewing: it counts.
    expect((await api('users/me/', { token })).body.is_certified).toBe(true);
  });

  it("is a 404 on someone else's subscription", async () => {
    const { professional } = await giulia();
    const other = await tokenFor(server, MARCO);
    expect(
      (await api(`payments/${professional.id}/cancel/`, { method: 'POST', token: other })).status,
    ).toBe(404);
    expect((await api('payments/abc/cancel/', { method: 'POST', token: other })).status).toBe(404);
  });
});

describe('PUT payment-variants/change-city/', () => {
  const changeCity = (token: string, paymentId: number, cityId: number | null) =>
    api('payment-variants/change-city/', {
      method: 'PUT',
      token,
      body: { payment_id: paymentId, city_id: cityId },
    });

  it('same price: at once; cheaper: from the next renewal; cleared', async () => {
    const { token, professional } = await giulia();
    const milano = await cityIdOf(server, 'Milano');
    const napoli = await cityIdOf(server, 'Napoli');
    const same = await changeCity(token, professional.id, milano);
    expect(same.body).toMatchObject({
      result: 'immediate',
      charged: '0.00',
      subscription: { city: { name: 'Milano' }, price: '14.90', next_renewal_price: '143.04' },
    });
    const cheaper = await changeCity(token, professional.id, napoli);
    expect(cheaper.body).toMatchObject({
      result: 'next_renewal',
      charged: '0.00',
      subscription: { city: { name: 'Napoli' }, price: '14.90', next_renewal_price: '123.84' },
    });
    const me = (await api('users/me/', { token })).body;
    expect(me.profile.lawfirm.city2).toMatchObject({ name: 'Napoli' });
    const cleared = await changeCity(token, professional.id, null);
    expect(cleared.body).toMatchObject({
      result: 'cleared',
      charged: '0.00',
      subscription: { city: null, price: '14.90', next_renewal_price: '95.04' },
    });
    expect((await holdings(server, GIULIA)).records).toHaveLength(2);
  });

  it('dearer: charges the discounted difference for the remaining months now', async () => {
    const token = await tokenFor(server, MARCO);
    const sub = await giveSubscription(server, await userIdOf(server, MARCO), { paymentTypeId: 1 });
    server.clock.advance(40 * DAY);
    const res = await changeCity(token, sub.id, await cityIdOf(server, 'Milano'));
    // 12 months from 2026-03-02; 40 days later 11 months remain (a partial month counts).
    expect(res.body).toMatchObject({
      result: 'charge_now',
      charged: '44.00',
      subscription: { price: '14.90', city: { name: 'Milano' }, next_renewal_price: '143.04' },
    });
    const records = (await api('payments/records/', { token })).body.results;
    expect(records).toEqual([
      expect.objectContaining({
        kind: 'city_change',
        subscription_id: sub.id,
        method: 'credit_card',
        amount: '44.00',
        vat: '9.68',
        status: 'paid',
      }),
    ]);
  });

  it('the same dearer city sent twice at once charges once; the second is already paid for', async () => {
    const token = await tokenFor(server, MARCO);
    const sub = await giveSubscription(server, await userIdOf(server, MARCO), { paymentTypeId: 1 });
    server.clock.advance(40 * DAY);
    const milano = await cityIdOf(server, 'Milano');
    const answers = await Promise.all([1, 2, 3].map(() => changeCity(token, sub.id, milano)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.charged).sort()).toEqual(['0.00', '0.00', '44.00']);
    for (const answer of answers) {
      expect(answer.body.subscription).toMatchObject({
        city: { name: 'Milano' },
        next_renewal_price: '143.04',
      });
    }
    const records = (await api('payments/records/', { token })).body.results;
    expect(records).toEqual([expect.objectContaining({ kind: 'city_change', amount: '44.00' })]);
  });

  it('a trial changes at once; only professional; only the owner', async () => {
    const luca = await tokenFor(server, LUCA);
    const trial = await subscriptionOf(server, LUCA, 1);
    const milano = await cityIdOf(server, 'Milano');
    expect((await changeCity(luca, trial.id, milano)).body).toMatchObject({
      result: 'immediate',
      charged: '0.00',
    });
    const { token, skills, professional } = await giulia();
    const wrongType = await changeCity(token, skills.id, milano);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({
      non_field_errors: ["Il secondo comune è disponibile solo con l'abbonamento Professional."],
    });
    expect((await changeCity(luca, professional.id, milano)).status).toBe(404);
    expect((await changeCity(token, professional.id, 999999)).body).toEqual({
      city_id: ["Seleziona un comune dall'elenco."],
    });
  });
});
