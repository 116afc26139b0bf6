import type { ActivationParams } from './activation-url';
import {
  ACTIVATION_PATH,
  activationRequest,
  buildActivationUrl,
  parseActivationParams,
} from './activation-url';

const BANK: ActivationParams = {
  auth_token: 'tok123',
  subscription_id: 3,
  plan_id: 34,
  payment_method: 'bank_transfer',
  variant_id: 32,
  discount_code: 'BENVENUTO20',
  city_id: null,
  sdi: '0000000',
  idempotency_key: '6f1c0e7a-3b6b-4a57-9d51-0c0b7f1c2d3e',
  token: null,
};

const PAYPAL: ActivationParams = {
  auth_token: 'tok123',
  subscription_id: 1,
  plan_id: 11,
  payment_method: 'paypal',
  variant_id: null,
  discount_code: null,
  city_id: 2,
  sdi: 'ABC1234',
  idempotency_key: null,
  token: null,
};

describe('activation url', () => {
  it('builds the bank transfer url with every given parameter, nulls left out', () => {
    expect(buildActivationUrl(BANK)).toBe(
      '/subscription-activate?auth_token=tok123&subscription_id=3&plan_id=34' +
        '&payment_method=bank_transfer&variant_id=32&discount_code=BENVENUTO20&sdi=0000000' +
        '&idempotency_key=6f1c0e7a-3b6b-4a57-9d51-0c0b7f1c2d3e',
    );
  });

  it('builds an absolute return url that a provider can append &token= to', () => {
    const url = buildActivationUrl(PAYPAL, 'http://localhost:3000/');
    expect(url).toBe(
      'http://localhost:3000/subscription-activate?auth_token=tok123&subscription_id=1' +
        '&plan_id=11&payment_method=paypal&city_id=2&sdi=ABC1234',
    );
    const returned = new URL(`${url}&token=7TY13`);
    expect(returned.pathname).toBe(ACTIVATION_PATH);
    expect(parseActivationParams(returned.search)).toEqual({ ...PAYPAL, token: '7TY13' });
  });

  it('escapes codes and reads them back', () => {
    const odd = { ...BANK, discount_code: 'A&B=C D', sdi: null };
    expect(parseActivationParams(buildActivationUrl(odd).split('?')[1])).toEqual(odd);
  });

  it.each([
    ['bank transfer', BANK],
    ['paypal', PAYPAL],
  ])('round-trips %s', (_name, params) => {
    const query = new URLSearchParams(buildActivationUrl(params).split('?')[1]);
    expect(parseActivationParams(query)).toEqual(params);
  });

  it.each([
    ['no auth token', 'subscription_id=1&plan_id=11&payment_method=paypal'],
    ['no type', 'auth_token=t&plan_id=11&payment_method=paypal'],
    ['a bad plan id', 'auth_token=t&subscription_id=1&plan_id=x&payment_method=paypal'],
    ['a zero plan id', 'auth_token=t&subscription_id=1&plan_id=0&payment_method=paypal'],
    ['an unknown method', 'auth_token=t&subscription_id=1&plan_id=11&payment_method=trial'],
    ['no method', 'auth_token=t&subscription_id=1&plan_id=11'],
  ])('refuses a query with %s', (_name, query) => {
    expect(parseActivationParams(query)).toBeNull();
  });

  it('reads malformed optional ids and empty texts as null', () => {
    expect(
      parseActivationParams(
        '?auth_token=t&subscription_id=1&plan_id=11&payment_method=credit_card' +
          '&variant_id=abc&city_id=-2&discount_code=&sdi=%20&token=pi_1',
      ),
    ).toEqual({
      auth_token: 't',
      subscription_id: 1,
      plan_id: 11,
      payment_method: 'credit_card',
      variant_id: null,
      discount_code: null,
      city_id: null,
      sdi: null,
      idempotency_key: null,
      token: 'pi_1',
    });
  });

  it('turns the parameters into the activate call', () => {
    expect(activationRequest(BANK)).toEqual({
      typeId: 3,
      body: {
        plan_id: 34,
        payment_method: 'bank_transfer',
        payment_variant_id: 32,
        code: 'BENVENUTO20',
        sdi: '0000000',
        city_id: null,
        idempotency_key: '6f1c0e7a-3b6b-4a57-9d51-0c0b7f1c2d3e',
      },
    });
    expect(activationRequest({ ...PAYPAL, token: '7TY13' })).toEqual({
      typeId: 1,
      body: {
        plan_id: 11,
        payment_method: 'paypal',
        payment_variant_id: null,
        code: null,
        sdi: 'ABC1234',
        city_id: 2,
        setup_token: '7TY13',
      },
    });
  });
});
