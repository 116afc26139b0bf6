import { createECDH } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { StartRefusedError, loadConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import {
  FRANCESCA,
  GIULIA,
  LUCA,
  candidateIdFor,
  demandBody,
  officeId,
} from './helpers/activities';
import { serverSecret } from '../src/lib/server-secrets';
import { giveDueReminders } from '../src/services/agenda/reminders';
import { createEvent } from './helpers/agenda';
import { startPushEndpoint } from './helpers/push-endpoint';
import { setupTestServer, setupTokens } from './helpers/suite';

// Web Push: the server's sends reach a push service in the test, which checks the VAPID
// signature and decrypts the payload as a browser would (http_ece, aes128gcm).

const { server, api } = setupTestServer({ push: { pollMs: 100, retryBaseMs: 100 } });
const tokens = setupTokens(server, { giulia: GIULIA, luca: LUCA, francesca: FRANCESCA });
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let tribunaleRoma: number;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  tribunaleRoma = await officeId(server, 'Tribunale di Roma');
});
afterAll(() => endpoint.close());
beforeEach(() => {
  endpoint.received.length = 0;
  endpoint.errors.length = 0;
});

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out; errors: ${endpoint.errors.join('; ')}`);
    await wait(50);
  }
}

async function subscribe(token: string) {
  const subscription = endpoint.subscription();
  const res = await api('users/me/push_subscriptions/', { token, body: subscription });
  expect(res.status).toBe(201);
  expect(res.body).toEqual({ endpoint: subscription.endpoint });
  return subscription;
}

async function createDemand() {
  const res = await api('demands/', {
    token: tokens.giulia,
    body: demandBody(server, tribunaleRoma, { activity: 'Udienza di trattazione' }),
  });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

const subscriptionCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        server.database.db,
        sql`select count(*)::int as n from push_subscriptions`,
      )
    )[0].n,
  );

describe('VAPID keys from the environment', () => {
  const pair = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
      VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
    };
  };

  it('takes a pair, or none (the server then makes its own)', () => {
    const keys = pair();
    expect(loadConfig(keys).vapid).toMatchObject({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
    });
    expect(loadConfig({}).vapid).toMatchObject({ publicKey: null, privateKey: null });
  });

  it('refuses to start with one key alone, saying which is missing', () => {
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = pair();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY })).toThrow(
      new StartRefusedError(
        'Avvio rifiutato: manca VAPID_PRIVATE_KEY; le chiavi VAPID vanno date in coppia, ' +
          'oppure nessuna delle due.',
      ),
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY })).toThrow(/manca VAPID_PUBLIC_KEY/);
  });

  it('refuses two keys that are not one P-256 pair', () => {
    const one = pair();
    const other = pair();
    for (const keys of [
      { ...one, VAPID_PUBLIC_KEY: other.VAPID_PUBLIC_KEY },
      { ...one, VAPID_PRIVATE_KEY: 'non-una-chiave' },
      { ...one, VAPID_PRIVATE_KEY: Buffer.alloc(32).toString('base64url') },
      { ...one, VAPID_PUBLIC_KEY: `${one.VAPID_PUBLIC_KEY}=` },
    ]) {
      expect(() => loadConfig(keys)).toThrow(/non sono una coppia di chiavi P-256/);
    }
  });
});

describe('push/key/', () => {
  it('answers the public VAPID key without sign-in, the same on every call', async () => {
    const first = await api('push/key/');
    expect(first.status).toBe(200);
    expect(first.body.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(first.body.public_key as string, 'base64url')[0]).toBe(4);
    expect((await api('push/key/')).body).toEqual(first.body);
  });
});

describe('users/me/push_subscriptions/', () => {
  it('needs a key', async () => {
    const res = await api('users/me/push_subscriptions/', { body: endpoint.subscription() });
    expect(res.status).toBe(401);
  });

  it('refuses what is not a subscription, in Italian', async () => {
    const good = endpoint.subscription();
    const bad = await api('users/me/push_subscriptions/', {
      token: tokens.luca,
      body: { endpoint: 'http://example.com/push', keys: { p256dh: 'x', auth: '' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      endpoint: ["Inserisci l'indirizzo https del servizio push del browser."],
      keys: {
        p256dh: ['Inserisci una chiave valida della sottoscrizione push (base64url).'],
        auth: ['Questo campo è obbligatorio.'],
      },
    });
    const missing = await api('users/me/push_subscriptions/', { token: tokens.luca, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.endpoint).toEqual(['Questo campo è obbligatorio.']);
    const extra = await api('users/me/push_subscriptions/', {
      token: tokens.luca,
      body: { ...good, expirationTime: null, owner: 3 },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.owner).toEqual(['Campo non consentito.']);
    expect(await subscriptionCount()).toBe(0);
  });

  it('is idempotent on the endpoint, which changes hands; DELETE is 204, gone or not', async () => {
    const subscription = await subscribe(tokens.luca);
    const again = await api('users/me/push_subscriptions/', {
      token: tokens.francesca,
      body: subscription,
    });
    expect(again.status).toBe(201);
    expect(await subscriptionCount()).toBe(1);
    const [row] = await queryRows<{ email: string }>(
      server.database.db,
      sql`select u.email from push_subscriptions s join users u on u.id = s.user_id`,
    );
    expect(row.email).toBe(FRANCESCA);
    const body = { endpoint: subscription.endpoint };
    for (let i = 0; i < 2; i += 1) {
      const res = await api('users/me/push_subscriptions/', {
        token: tokens.francesca,
        method: 'DELETE',
        body,
      });
      expect(res.status).toBe(204);
    }
    expect(await subscriptionCount()).toBe(0);
  });

  it('signing out removes the subscriptions of that session only', async () => {
    await subscribe(tokens.luca);
    const other = (await api('auth/login/', { body: { email: LUCA, password: 'Colleghi2026' } }))
      .body.key as string;
    await subscribe(other);
    expect((await api('auth/logout/', { token: tokens.luca, method: 'POST' })).status).toBe(200);
    expect(await subscriptionCount()).toBe(1);
  });
});

describe('sending', () => {
  it('a new notification reaches every subscription of its user, in Italian, signed', async () => {
    const subscription = await subscribe(tokens.luca);
    await subscribe(tokens.giulia);
    const demand = await createDemand();
    const push = await until(() => endpoint.received[0]);
    expect(push.path).toBe(new URL(subscription.endpoint).pathname);
    const key = (await api('push/key/')).body.public_key as string;
    expect(push.vapidKey).toBe(key);
    expect(push.claims.sub).toMatch(/^mailto:/);
    const candidate = await candidateIdFor(server, demand.id, LUCA);
    const [notification] = (await api('notifications/', { token: tokens.luca })).body.results;
    expect(push.payload).toEqual({
      title: 'Nuova richiesta di attività',
      body: notification.subtitle,
      url: '/activity-proposal',
      tag: `notifica-${notification.id}`,
    });
    expect(notification.candidate).toBe(candidate);
    await wait(300);
    // Giulia's own demand notifies her of nothing: nothing is sent to her.
    expect(endpoint.received).toHaveLength(1);
    const [sent] = await queryRows<{ sent: boolean }>(
      server.database.db,
      sql`select sent_at is not null as sent from push_outbox`,
    );
    expect(sent.sent).toBe(true);
  });

  it('a subscription the push service answers 410 for is deleted', async () => {
    const subscription = await subscribe(tokens.luca);
    endpoint.answer(subscription, 410);
    await createDemand();
    const end = Date.now() + 5000;
    while ((await subscriptionCount()) > 0 && Date.now() < end) await wait(50);
    expect(await subscriptionCount()).toBe(0);
    expect(endpoint.received).toEqual([]);
  });

  it('nothing is sent while notifications are off', async () => {
    await subscribe(tokens.luca);
    const off = await api('users/me/', {
      token: tokens.luca,
      method: 'PUT',
      body: { notifications_enabled: false },
    });
    expect(off.status).toBe(200);
    await createDemand();
    await wait(700);
    expect(endpoint.received).toEqual([]);
    const [queued] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from push_outbox`,
    );
    expect(Number(queued.n)).toBe(0);
  });

  it('an agenda reminder is pushed too, opening its event in the agenda', async () => {
    await subscribe(tokens.giulia);
    const due = await createEvent(api, tokens.giulia, {
      resourcetype: 'Fulfillment',
      all_day: true,
      start: null,
      end: null,
      date: '2026-03-03',
      part1: 'Gialli',
      part2: 'Blu',
    });
    const db = server.database.db;
    await giveDueReminders(
      {
        db,
        webUrl: 'http://localhost:3000',
        apiUrl: 'http://localhost:8000',
        unsubscribeKey: await serverSecret(db, 'unsubscribe', new Date()),
        mail: { wake: () => {} },
      },
      // 08:00 in Italy on 3 March 2026.
      new Date('2026-03-03T07:00:00Z'),
    );
    const push = await until(() => endpoint.received[0]);
    expect(push.payload).toMatchObject({
      title: 'Promemoria',
      body: 'Adempimento · Gialli c/ Blu: scade oggi, il 3 marzo 2026.',
      url: `/agenda?event=${due.id}`,
    });
  });
});
