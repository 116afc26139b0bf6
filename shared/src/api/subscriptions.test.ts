import { recordAll } from '../testing';
import {
  catalogueFixture,
  makeCity,
  makePaymentRecord,
  makePlan,
  makeSubscription,
  makeUser,
} from '../testing/fixtures';
import type { RequestBody } from '@colleghi/api-contract';
import {
  activateSubscription,
  cancelSubscription,
  changeCity,
  changePlan,
  confirmSandboxCardPayment,
  createCardIntent,
  createPaypalSetupToken,
  createSandboxPaymentMethod,
  getCityPrice,
  getPaymentIntent,
  getPaymentRecords,
  getPaymentTypesInfo,
  getPlansInfo,
  getProfessionalCityPrice,
  sendProfessionalStatement,
  validateCoupon,
} from './subscriptions';

const AUTH = 'Token tok';
const CHOICE = {
  payment_type_id: 1,
  plan_id: 11,
  payment_variant_id: null,
  code: 'BENVENUTO20',
  sdi: '0000000',
  city_id: 1,
};

describe('subscriptions api', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'tok'));

  it('reads the catalogue, as a guest too', async () => {
    const info = { results: catalogueFixture(), additional_skills_buyable: true };
    const seen = recordAll(() => [info, 200]);

    expect((await getPaymentTypesInfo()).data).toEqual(info);
    localStorage.removeItem('auth_token');
    await getPaymentTypesInfo();

    expect(seen.map(({ method, path, auth }) => [method, path, auth])).toEqual([
      ['GET', '/api/payment-types/info/', AUTH],
      ['GET', '/api/payment-types/info/', null],
    ]);
  });

  it('looks up city prices', async () => {
    const city = makeCity();
    const seen = recordAll((_, path) =>
      path.includes('professional-city')
        ? [{ city, price: '14.90', payment_type_id: 1 }, 200]
        : [{ city, price: '14.90' }, 200],
    );

    expect((await getCityPrice(1, 1)).data).toEqual({ city, price: '14.90' });
    expect((await getProfessionalCityPrice(1)).data?.payment_type_id).toBe(1);
    expect(seen.map(({ path }) => path)).toEqual([
      '/api/payment-types/1/city/1/',
      '/api/payment-variants/professional-city/1/',
    ]);
  });

  it('hands back a 404 for an unknown city', async () => {
    recordAll(() => [{ detail: 'Non trovato.' }, 404]);

    expect(await getCityPrice(1, 999999)).toMatchObject({
      data: null,
      status: 404,
      error: { detail: 'Non trovato.' },
    });
  });

  it('sends the professional statement', async () => {
    const seen = recordAll(() => [{ statement_at: '2026-03-10T10:00:00+01:00' }, 200]);

    expect((await sendProfessionalStatement()).data?.statement_at).toBeTruthy();
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/payment-variants/professional-form/',
        query: {},
        body: { statement: true },
        auth: AUTH,
      },
    ]);
  });

  it.each([
    ['a new city', 3, { payment_id: 101, city_id: 3 }],
    ['null to clear it', null, { payment_id: 101, city_id: null }],
  ])('changes the second city to %s', async (_name, cityId, body) => {
    const reply = { result: 'immediate', charged: '0.00', subscription: makeSubscription() };
    const seen = recordAll(() => [reply, 200]);

    expect((await changeCity(101, cityId)).data).toEqual(reply);
    expect(seen.map(({ method, path, body: sent }) => [method, path, sent])).toEqual([
      ['PUT', '/api/payment-variants/change-city/', body],
    ]);
  });

  it('validates a coupon for a plan, escaping the code', async () => {
    const coupon = { code: 'BENVENUTO20', percentage: 20, discount: null, message: 'Grazie…' };
    const seen = recordAll(() => [coupon, 200]);

    expect((await validateCoupon(' benvenuto20 ', 1, 11)).data).toEqual(coupon);
    await validateCoupon('A/B C', 2, 21);

    expect(seen.map(({ method, path, query }) => [method, path, query])).toEqual([
      ['GET', '/api/coupon-codes/benvenuto20/validate/1/', { plan_id: '11' }],
      ['GET', '/api/coupon-codes/A%2FB%20C/validate/2/', { plan_id: '21' }],
    ]);
  });

  it('hands back the invalid coupon message', async () => {
    recordAll(() => [{ message: 'Il codice promozionale è scaduto.' }, 400]);

    expect(await validateCoupon('SCADUTO', 1, 11)).toMatchObject({
      data: null,
      status: 400,
      error: { message: 'Il codice promozionale è scaduto.' },
    });
  });

  it('creates a card intent and polls it', async () => {
    const body: RequestBody<'/api/stripe/create/', 'post'> = {
      ...CHOICE,
      payment_method_id: 'pm_sandbox_1',
      payment_method: 'credit_card',
    };
    const intent = { id: 'pi_1', client_secret: 'pi_1_secret', amount: '114.43', vat: '25.17' };
    const status = { id: 'pi_1', status: 'successful', subscription_id: 101, message: null };
    const seen = recordAll((method) => (method === 'POST' ? [intent, 200] : [status, 200]));

    expect((await createCardIntent(body)).data).toEqual(intent);
    expect((await getPaymentIntent('pi_1')).data).toEqual(status);
    expect(seen.map(({ method, path, body: sent, auth }) => [method, path, sent, auth])).toEqual([
      ['POST', '/api/stripe/create/', body, AUTH],
      ['GET', '/api/stripe/payment-intents/pi_1/', undefined, AUTH],
    ]);
  });

  it('creates a PayPal setup token', async () => {
    const body: RequestBody<'/api/paypal/setup-tokens/', 'post'> = {
      ...CHOICE,
      return_url: 'http://localhost:3000/subscription-activate?auth_token=tok',
      cancel_url: 'http://localhost:3000/subscription-activate?auth_token=tok',
    };
    const token = {
      id: 'st_1',
      links: [
        { rel: 'self', href: 'http://localhost:8000/api/paypal/setup-tokens/st_1/' },
        { rel: 'approve', href: 'http://localhost:8000/api/sandbox/paypal/approve/st_1/' },
      ],
      amount: '114.43',
      vat: '25.17',
    };
    const seen = recordAll(() => [token, 200]);

    expect((await createPaypalSetupToken(body)).data?.links[1].rel).toBe('approve');
    expect(seen.map(({ method, path, body: sent }) => [method, path, sent])).toEqual([
      ['POST', '/api/paypal/setup-tokens/', body],
    ]);
  });

  it('activates a subscription (201, and 200 when replayed)', async () => {
    const body: RequestBody<'/api/payment-types/{id}/activate/', 'post'> = {
      plan_id: 34,
      payment_method: 'bank_transfer',
      idempotency_key: '6f1c0e7a-3b6b-4a57-9d51-0c0b7f1c2d3e',
      payment_variant_id: 32,
      code: null,
      sdi: '0000000',
      city_id: null,
    };
    const result = {
      subscription: makeSubscription({ type: 'additional_skills', payment_type_id: 3 }),
      payment: makePaymentRecord({ status: 'awaiting_transfer', method: 'bank_transfer' }),
      user: makeUser({ is_skills: true, purchased_skills: 3 }),
    };
    let calls = 0;
    const seen = recordAll(() => [result, (calls += 1) === 1 ? 201 : 200]);

    expect(await activateSubscription(3, body)).toMatchObject({ status: 201, data: result });
    expect(await activateSubscription(3, body)).toMatchObject({ status: 200, data: result });
    expect(seen.map(({ method, path, body: sent }) => [method, path, sent])).toEqual([
      ['POST', '/api/payment-types/3/activate/', body],
      ['POST', '/api/payment-types/3/activate/', body],
    ]);
  });

  it('hands back a refused activation', async () => {
    recordAll(() => [{ message: 'Il pagamento non è stato autorizzato.' }, 400]);

    const result = await activateSubscription(1, {
      plan_id: 11,
      payment_method: 'paypal',
      setup_token: 'st_cancelled',
      payment_variant_id: null,
      code: null,
      sdi: null,
      city_id: null,
    });

    expect(result.error).toEqual({ message: 'Il pagamento non è stato autorizzato.' });
  });

  it('reads plans, changes the plan and cancels', async () => {
    const plans = [makePlan(), makePlan({ id: 13, months: 1, percentage: 0, is_default: false })];
    const changed = makeSubscription({ next_plan: { id: 13, months: 1, amount: '14.90' } });
    const cancelled = makeSubscription({ unsubscribed: true });
    const seen = recordAll((method) => {
      if (method === 'GET') return [plans, 200];
      return method === 'PUT' ? [changed, 200] : [cancelled, 200];
    });

    expect((await getPlansInfo(101)).data).toEqual(plans);
    expect((await changePlan(101, 13)).data?.next_plan?.id).toBe(13);
    expect((await cancelSubscription(101)).data?.unsubscribed).toBe(true);
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/api/payments/101/plans-info/', undefined],
      ['PUT', '/api/payments/101/change-plan/', { plan_id: 13 }],
      ['POST', '/api/payments/101/cancel/', undefined],
    ]);
  });

  it('hands back the renewal-in-progress refusal of cancel', async () => {
    const detail =
      "L'abbonamento è in corso di rinnovo e non può essere disdetto. Attendi il rinnovo e riprova.";
    recordAll(() => [{ detail }, 400]);

    expect((await cancelSubscription(101)).error).toEqual({ detail });
  });

  it.each([
    [undefined, '1'],
    [2, '2'],
  ])('lists payment records, page %p', async (page, expected) => {
    const list = { count: 1, next: null, previous: null, results: [makePaymentRecord()] };
    const seen = recordAll(() => [list, 200]);

    expect((await getPaymentRecords(page)).data).toEqual(list);
    expect(seen.map(({ path, query }) => [path, query])).toEqual([
      ['/api/payments/records/', { page: expected }],
    ]);
  });

  it('talks to the sandbox provider without the token', async () => {
    const card = {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      name: 'Giulia Bianchi',
    };
    const seen = recordAll((_, path) =>
      path.endsWith('payment-methods/')
        ? [{ id: 'pm_sandbox_1' }, 200]
        : [{ status: 'succeeded' }, 200],
    );

    expect((await createSandboxPaymentMethod(card)).data).toEqual({ id: 'pm_sandbox_1' });
    expect((await confirmSandboxCardPayment('pi_1', 'pi_1_secret')).data?.status).toBe('succeeded');
    expect(seen.map(({ method, path, body, auth }) => [method, path, body, auth])).toEqual([
      ['POST', '/api/sandbox/payment-methods/', card, null],
      [
        'POST',
        '/api/sandbox/payment-intents/pi_1/confirm/',
        { client_secret: 'pi_1_secret' },
        null,
      ],
    ]);
  });

  it('hands back a sandbox card error', async () => {
    const error = { error: { message: 'Il numero della carta non è valido.' } };
    recordAll(() => [error, 400]);

    const result = await createSandboxPaymentMethod({
      number: '4242 4242 4242 4241',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      name: 'Giulia Bianchi',
    });

    expect(result).toMatchObject({ data: null, status: 400, error });
  });
});
