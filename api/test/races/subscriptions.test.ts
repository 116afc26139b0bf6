import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { checkouts, coupons, sandboxPayments, subscriptions } from '../../src/db/schema';
import { tokenFor } from '../helpers/activities';
import { client } from '../helpers/http';
import { describeOnPostgres, setupPeer, statuses } from '../helpers/peers';
import {
  APP,
  CARD_OK,
  FRANCESCA,
  LUCA,
  MARCO,
  SARA,
  declareLawyer,
  holdings,
  order,
  payByCard,
} from '../helpers/subscriptions';
import { setupTestServer } from '../helpers/suite';
import { PROCESS_TIMEOUT_MS } from '../helpers/process';

// Seeding, and starting a second process, take minutes rather than seconds on a busy machine.
jest.setTimeout(PROCESS_TIMEOUT_MS);

/**
 * Money under concurrency: 20 attempts at once, spread over two API processes on one
 * PostgreSQL database, whatever the payment method and the idempotency keys, give one
 * subscription and one kept charge. On PGlite (one process, one transaction at a time) these
 * races cannot happen, so the file runs on PostgreSQL only (TEST_DATABASE_URL).
 */
const ATTEMPTS = 20;
const ALREADY_ACTIVE = { message: 'Hai già un abbonamento attivo di questo tipo.' };
const goldOrder = (overrides: object = {}) =>
  order({ payment_type_id: 2, plan_id: 21, ...overrides });

describeOnPostgres('subscriptions: 20 concurrent attempts over two API processes', () => {
  const { server } = setupTestServer();
  const { spread } = setupPeer(server);

  async function expectOneSubscription(email: string, paymentTypeId: number) {
    const held = await holdings(server, email);
    expect(held.subscriptions.filter((s) => s.paymentTypeId === paymentTypeId)).toHaveLength(1);
    expect(held.records).toHaveLength(1);
    return held;
  }

  it.each([
    ['Professional', 1, 11],
    ['Gold', 2, 21],
  ])('bank transfer of %s, 20 different keys: one subscription', async (_, typeId, planId) => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(client(server.baseUrl), token);
    const answers = await spread(ATTEMPTS, (api) =>
      api(`payment-types/${typeId}/activate/`, {
        token,
        body: {
          ...order({ payment_type_id: typeId, plan_id: planId }),
          payment_method: 'bank_transfer',
          idempotency_key: randomUUID(),
        },
      }),
    );
    expect(statuses(answers)).toEqual([201, ...Array(ATTEMPTS - 1).fill(400)]);
    for (const res of answers.filter((a) => a.status === 400)) {
      expect(res.body).toEqual(ALREADY_ACTIVE);
    }
    await expectOneSubscription(MARCO, typeId);
  });

  it('bank transfer, one key replayed 20 times at once: every answer is the first one', async () => {
    const token = await tokenFor(server, SARA);
    const key = randomUUID();
    const answers = await spread(ATTEMPTS, (api) =>
      api('payment-types/2/activate/', {
        token,
        body: {
          ...goldOrder({ code: 'GOLD10' }),
          payment_method: 'bank_transfer',
          idempotency_key: key,
        },
      }),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(ATTEMPTS - 1);
    const ids = new Set(answers.map((res) => res.body.subscription?.id));
    expect(ids.size).toBe(1);
    const { subscriptions: held } = await expectOneSubscription(SARA, 2);
    expect([...ids]).toEqual([held[0].id]);
  });

  it('card: 20 paid intents for Gold activated at once: one kept, the others refunded', async () => {
    const token = await tokenFor(server, SARA);
    const api = client(server.baseUrl);
    const intents: string[] = [];
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const { intent, confirm } = await payByCard(api, token, CARD_OK, goldOrder());
      expect(intent.status).toBe(200);
      expect(confirm?.status).toBe(200);
      intents.push(intent.body.id);
    }
    // Half poll the intent, half ask for the activation, as the two screens do.
    const answers = await spread(ATTEMPTS, (peerApi, i) =>
      i % 4 < 2
        ? peerApi(`stripe/payment-intents/${intents[i]}/`, { token })
        : peerApi('payment-types/2/activate/', {
            token,
            body: { ...goldOrder(), payment_method: 'credit_card', setup_token: intents[i] },
          }),
    );
    expect(answers.every((res) => res.status === 200 || res.status === 400)).toBe(true);
    await expectOneSubscription(SARA, 2);
    const payments = await server.database.db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(inArray(sandboxPayments.id, intents));
    const kept = payments.filter((p) => p.status === 'succeeded');
    expect(kept).toHaveLength(1);
    expect(payments.filter((p) => p.status === 'refunded')).toHaveLength(ATTEMPTS - 1);
    const rows = await server.database.db
      .select()
      .from(checkouts)
      .where(inArray(checkouts.providerReference, intents));
    expect(rows.filter((row) => row.status === 'activated')).toHaveLength(1);
    const refused = rows.filter((row) => row.status === 'failed');
    expect(refused).toHaveLength(ATTEMPTS - 1);
    for (const row of refused) {
      expect(row).toMatchObject({ refundStatus: 'refunded', message: ALREADY_ACTIVE.message });
    }
  });

  it('PayPal: 20 approved setup tokens for Gold activated at once: one charge only', async () => {
    const token = await tokenFor(server, FRANCESCA);
    const api = client(server.baseUrl);
    const tokens: string[] = [];
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const setup = await api('paypal/setup-tokens/', {
        token,
        body: {
          ...goldOrder(),
          return_url: `${APP}/subscription-activate`,
          cancel_url: `${APP}/subscription-plan`,
        },
      });
      expect(setup.status).toBe(200);
      const approve = setup.body.links[1].href as string;
      const approved = await fetch(approve, { method: 'POST', redirect: 'manual' });
      expect(approved.status).toBe(303);
      tokens.push(setup.body.id);
    }
    const answers = await spread(ATTEMPTS, (peerApi, i) =>
      peerApi('payment-types/2/activate/', {
        token,
        body: { ...goldOrder(), payment_method: 'paypal', setup_token: tokens[i] },
      }),
    );
    expect(statuses(answers)).toEqual([201, ...Array(ATTEMPTS - 1).fill(400)]);
    await expectOneSubscription(FRANCESCA, 2);
    const payments = await server.database.db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(inArray(sandboxPayments.id, tokens));
    // Refused before the charge: the other tokens are never captured.
    expect(payments.filter((p) => p.status === 'captured')).toHaveLength(1);
    expect(payments.filter((p) => p.status === 'approved')).toHaveLength(ATTEMPTS - 1);
  });

  it('a coupon with 3 uses left, 20 buyers at once: exactly 3 subscriptions use it', async () => {
    await server.database.db.insert(coupons).values({ code: 'GARA3', percentage: 10, maxUses: 3 });
    const buyers = [MARCO, SARA, FRANCESCA, LUCA, 'praticante@demo.colleghi.it'];
    const tokens = await Promise.all(buyers.map((email) => tokenFor(server, email)));
    const answers = await spread(ATTEMPTS, (api, i) =>
      api('payment-types/2/activate/', {
        token: tokens[i % buyers.length],
        body: {
          ...goldOrder({ code: 'GARA3' }),
          payment_method: 'bank_transfer',
          idempotency_key: randomUUID(),
        },
      }),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    const [coupon] = await server.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, 'GARA3'));
    expect(coupon.uses).toBe(3);
    const using = await server.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.couponId, coupon.id), eq(subscriptions.paymentTypeId, 2)));
    expect(using).toHaveLength(3);
    expect(new Set(using.map((row) => row.userId)).size).toBe(3);
  });
});
