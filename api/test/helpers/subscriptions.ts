import { and, eq } from 'drizzle-orm';
import { cities, coupons, paymentRecords, subscriptions, users } from '../../src/db/schema';
import type { Api } from './http';
import type { TestServer } from './server';

export const GIULIA = 'avvocato@demo.colleghi.it';
export const LUCA = 'collega.roma@demo.colleghi.it';
/** Demo accounts that hold nothing: they buy in the tests. */
export const MARCO = 'stabilito@demo.colleghi.it';
export const SARA = 'abilitato@demo.colleghi.it';
export const FRANCESCA = 'collega2.roma@demo.colleghi.it';
export const PAOLO = 'commercialista@demo.colleghi.it';

export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';
export const CARD_SLOW = '4000 0000 0000 0259';

export const APP = 'http://localhost:3000';

export async function cityIdOf(server: TestServer, name: string): Promise<number> {
  const [row] = await server.database.db.select().from(cities).where(eq(cities.name, name));
  if (!row) throw new Error(`no city ${name}`);
  return row.id;
}

export async function userIdOf(server: TestServer, email: string): Promise<number> {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row.id;
}

export async function couponUses(server: TestServer, code: string): Promise<number> {
  const [row] = await server.database.db.select().from(coupons).where(eq(coupons.code, code));
  return row.uses;
}

/** Subscriptions and payment records of a user, straight from the database. */
export async function holdings(server: TestServer, email: string) {
  const userId = await userIdOf(server, email);
  const db = server.database.db;
  return {
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    records: await db.select().from(paymentRecords).where(eq(paymentRecords.userId, userId)),
  };
}

export async function subscriptionOf(server: TestServer, email: string, paymentTypeId: number) {
  const userId = await userIdOf(server, email);
  const [row] = await server.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.paymentTypeId, paymentTypeId)));
  return row;
}

export async function declareLawyer(api: Api, token: string) {
  const res = await api('payment-variants/professional-form/', {
    token,
    body: { statement: true },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
}

export function order(overrides: object = {}) {
  return {
    payment_type_id: 1,
    plan_id: 11,
    payment_variant_id: null,
    code: null,
    sdi: null,
    city_id: null,
    ...overrides,
  };
}

/** Browser side of the card flow: payment method, intent, confirmation. */
export async function payByCard(api: Api, token: string, number: string, body: object) {
  const method = await api('sandbox/payment-methods/', {
    body: { number, exp_month: 12, exp_year: 2034, cvc: '123', name: 'Test' },
  });
  if (method.status !== 200) throw new Error(JSON.stringify(method.body));
  const intent = await api('stripe/create/', {
    token,
    body: { payment_method_id: method.body.id, payment_method: 'credit_card', ...body },
  });
  if (intent.status !== 200) return { intent, confirm: null };
  const confirm = await api(`sandbox/payment-intents/${intent.body.id}/confirm/`, {
    body: { client_secret: intent.body.client_secret },
  });
  return { intent, confirm };
}

export async function poll(api: Api, token: string, intentId: string) {
  return api(`stripe/payment-intents/${intentId}/`, { token });
}
