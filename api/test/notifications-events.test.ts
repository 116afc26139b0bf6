import { sql } from 'drizzle-orm';
import {
  DAVIDE,
  FRANCESCA,
  GIULIA,
  LUCA,
  candidateIdFor,
  candidatesOf,
  demandBody,
  officeId,
} from './helpers/activities';
import { COURSE, PACKAGE } from './helpers/learning';
import {
  CARD_OK,
  MARCO,
  declareLawyer,
  order as subscriptionOrder,
  payByCard,
  poll,
} from './helpers/subscriptions';
import { setupTestServer, setupTokens } from './helpers/suite';

// The real events of the app write notifications for the right user, with the targets the web
// app's bell navigates by (host/src/app/header/notifications/notification-target.ts).

const { server, api } = setupTestServer();
const tokens = setupTokens(server, {
  giulia: GIULIA,
  luca: LUCA,
  francesca: FRANCESCA,
  davide: DAVIDE,
  marco: MARCO,
});
let tribunaleRoma: number;
beforeAll(async () => {
  tribunaleRoma = await officeId(server, 'Tribunale di Roma');
});

interface Notification {
  id: number;
  status: string;
  title: string;
  subtitle: string;
  image: string | null;
  link: string | null;
  event: number | null;
  record: { link: string; code: string } | null;
  demand: number | null;
  candidate: number | null;
  deeplink: string | null;
}

async function feed(token: string): Promise<Notification[]> {
  const res = await api('notifications/?page_size=100', { token });
  expect(res.status).toBe(200);
  return res.body.results;
}

const unread = async (token: string) =>
  (await api('notifications/unread_notifications/', { token })).body.total as number;

async function createDemand(overrides: object = {}) {
  const res = await api('demands/', {
    token: tokens.giulia,
    body: demandBody(server, tribunaleRoma, { activity: 'Udienza di trattazione', ...overrides }),
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number };
}

/** A demand of Giulia accepted by Luca and assigned to him. */
async function assignedToLuca() {
  const demand = await createDemand();
  const luca = await candidateIdFor(server, demand.id, LUCA);
  expect((await api(`invitations/received/${luca}/accept/`, { token: tokens.luca })).status).toBe(
    200,
  );
  const assign = await api(`demands/${demand.id}/invitations/${luca}/assign/`, {
    token: tokens.giulia,
  });
  expect(assign.status).toBe(200);
  return { demand, luca };
}

describe('activity exchange', () => {
  it('invites: every invited colleague is notified, with the requester masked', async () => {
    const demand = await createDemand();
    const invited = await candidatesOf(server, demand.id);
    expect(invited.map((c) => c.email).sort()).toEqual([DAVIDE, FRANCESCA, LUCA].sort());
    for (const [email, token] of [
      [LUCA, tokens.luca],
      [FRANCESCA, tokens.francesca],
      [DAVIDE, tokens.davide],
    ]) {
      const [notification] = await feed(token);
      expect(notification).toMatchObject({
        status: 'UNREAD',
        title: 'Nuova richiesta di attività',
        link: null,
        deeplink: null,
        demand: null,
        event: null,
        record: null,
        candidate: await candidateIdFor(server, demand.id, email),
      });
      expect(notification.subtitle).toBe(
        'Giulia B. cerca un collega per «Udienza di trattazione» presso Tribunale di Roma, ' +
          'il 4 marzo 2026 alle 10:00.',
      );
      expect(await unread(token)).toBe(1);
    }
    // The requester is not notified of her own demand.
    expect(await feed(tokens.giulia)).toEqual([]);
  });

  it('accepted: the requester sees a new available colleague; a refusal notifies nobody', async () => {
    const demand = await createDemand();
    const luca = await candidateIdFor(server, demand.id, LUCA);
    const francesca = await candidateIdFor(server, demand.id, FRANCESCA);
    await api(`invitations/received/${francesca}/reject/`, { token: tokens.francesca });
    expect(await feed(tokens.giulia)).toEqual([]);
    await api(`invitations/received/${luca}/accept/`, { token: tokens.luca });
    const notifications = await feed(tokens.giulia);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: 'Nuovo collega disponibile',
      demand: demand.id,
      candidate: null,
      link: null,
    });
    expect(notifications[0].subtitle).toContain('Luca Verdi');
    // Answering again is refused and writes nothing.
    const again = await api(`invitations/received/${luca}/accept/`, { token: tokens.luca });
    expect(again.status).toBe(400);
    expect(await feed(tokens.giulia)).toHaveLength(1);
  });

  it('assigned: the assignee is notified once (a refused second assignment writes nothing)', async () => {
    const { demand, luca } = await assignedToLuca();
    const [notification] = await feed(tokens.luca);
    expect(notification).toMatchObject({
      title: 'Ti è stato assegnato un incarico',
      candidate: luca,
      link: '/activity-assignments',
      demand: null,
    });
    expect(notification.subtitle).toContain('Giulia Bianchi');
    const again = await api(`demands/${demand.id}/invitations/${luca}/assign/`, {
      token: tokens.giulia,
    });
    expect(again.status).toBe(400);
    const assigned = (await feed(tokens.luca)).filter(
      (n) => n.title === 'Ti è stato assegnato un incarico',
    );
    expect(assigned).toHaveLength(1);
  });

  it('concluded and paid: each side learns the other’s step', async () => {
    const { demand, luca } = await assignedToLuca();
    const giuliaBefore = (await feed(tokens.giulia)).length;
    expect(
      (await api(`received-demands/${demand.id}/completed/`, { token: tokens.luca })).status,
    ).toBe(200);
    const [concluded] = await feed(tokens.giulia);
    expect(await feed(tokens.giulia)).toHaveLength(giuliaBefore + 1);
    expect(concluded).toMatchObject({ title: 'Attività conclusa', demand: demand.id });
    expect(concluded.subtitle).toContain('Luca Verdi');

    expect((await api(`demands/${demand.id}/paid/`, { token: tokens.giulia })).status).toBe(200);
    const [paid] = await feed(tokens.luca);
    expect(paid).toMatchObject({
      title: 'Compenso pagato',
      candidate: luca,
      link: '/activity-assignments',
    });
    // A refused repeat writes nothing.
    expect((await api(`demands/${demand.id}/paid/`, { token: tokens.giulia })).status).toBe(400);
    expect((await feed(tokens.luca)).filter((n) => n.title === 'Compenso pagato')).toHaveLength(1);
  });
});

describe('records', () => {
  it('the owner is notified when a colleague opens the record, once per colleague', async () => {
    const created = await api('records/', { method: 'POST', token: tokens.giulia });
    const { link, code } = created.body;
    // Wrong code, or the owner opening it: nothing.
    await api('records/open/', { token: tokens.luca, body: { link, code: 'ZZZZZZ' } });
    await api('records/open/', { token: tokens.giulia, body: { link, code } });
    expect(await feed(tokens.giulia)).toEqual([]);

    expect((await api('records/open/', { token: tokens.luca, body: { link, code } })).status).toBe(
      200,
    );
    await api('records/open/', { token: tokens.luca, body: { link, code } });
    const notifications = await feed(tokens.giulia);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: 'Verbale condiviso',
      record: { link, code },
      link: null,
      deeplink: null,
    });
    expect(notifications[0].subtitle).toBe(
      `Luca Verdi ha aperto il tuo verbale ${created.body.identifier}.`,
    );
    await api('records/open/', { token: tokens.francesca, body: { link, code } });
    expect(await feed(tokens.giulia)).toHaveLength(2);
    expect(await feed(tokens.luca)).toEqual([]);
  });

  it('a colleague opening the record twice at once notifies the owner once', async () => {
    const created = await api('records/', { method: 'POST', token: tokens.giulia });
    const { link, code } = created.body;
    const opens = await Promise.all(
      Array.from({ length: 8 }, () =>
        api('records/open/', { token: tokens.luca, body: { link, code } }),
      ),
    );
    expect(opens.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(await feed(tokens.giulia)).toHaveLength(1);
  });
});

describe('subscriptions', () => {
  it('a bank transfer activation notifies the buyer once (a replay adds nothing)', async () => {
    await declareLawyer(api, tokens.marco);
    const body = {
      ...subscriptionOrder(),
      payment_method: 'bank_transfer',
      idempotency_key: '0b9f6c1e-3a51-4a8e-b3f2-6d2f5c0e7a11',
    };
    expect((await api('payment-types/1/activate/', { token: tokens.marco, body })).status).toBe(
      201,
    );
    expect((await api('payment-types/1/activate/', { token: tokens.marco, body })).status).toBe(
      200,
    );
    const notifications = await feed(tokens.marco);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      status: 'UNREAD',
      title: 'Abbonamento attivato',
      deeplink: 'profile',
      link: null,
    });
    expect(notifications[0].subtitle).toBe(
      'Il tuo abbonamento Professional è attivo fino al 2 marzo 2027. ' +
        'Ricordati di completare il bonifico.',
    );
  });

  it('a card payment notifies when the subscription is activated', async () => {
    await declareLawyer(api, tokens.marco);
    const { intent } = await payByCard(api, tokens.marco, CARD_OK, subscriptionOrder());
    expect(intent.status).toBe(200);
    expect((await poll(api, tokens.marco, intent.body.id)).body.status).toBe('successful');
    await poll(api, tokens.marco, intent.body.id);
    const notifications = await feed(tokens.marco);
    expect(notifications.map((n) => n.title)).toEqual(['Abbonamento attivato']);
    expect(notifications[0].subtitle).toMatch(/^Il tuo abbonamento Professional è attivo fino al/);
  });
});

describe('courses', () => {
  it('a course purchase notifies the buyer once, with the purchased page as link', async () => {
    const buy = () =>
      api(`catalogitems/${COURSE.freeSafety}/order/`, {
        method: 'POST',
        token: tokens.luca,
        body: {},
      });
    expect((await buy()).status).toBe(201);
    expect((await buy()).status).toBe(200);
    const item = (await api(`catalogitems/${COURSE.freeSafety}/`, { token: tokens.luca })).body;
    const notifications = await feed(tokens.luca);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: 'Corso acquistato',
      subtitle: `«${item.name}» è tra i tuoi corsi acquistati: inizia quando vuoi.`,
      image: item.image,
      link: '/purchased',
      deeplink: 'courses',
    });
  });

  it('a package says so', async () => {
    const pkg = (await api(`catalogitems/${PACKAGE.mandatory}/`, { token: tokens.marco })).body;
    // Paid package: the sandbox PayPal order first.
    const created = await api('sandbox/paypal/orders/', {
      token: tokens.marco,
      body: { item_id: pkg.id, amount: { value: pkg.cost, tax: vat(pkg.cost), currency: 'EUR' } },
    });
    expect(created.status).toBe(201);
    const capture = await api(`sandbox/paypal/orders/${created.body.id}/capture/`, {
      method: 'POST',
      token: tokens.marco,
    });
    expect(capture.status).toBe(200);
    const bought = await api(`catalogitems/${pkg.id}/order/`, {
      token: tokens.marco,
      body: { order: created.body.id },
    });
    expect(bought.status).toBe(201);
    const [notification] = await feed(tokens.marco);
    expect(notification).toMatchObject({ title: 'Pacchetto acquistato', link: '/purchased' });
    expect(notification.subtitle).toContain(pkg.name);
  });
});

describe('atomicity', () => {
  it('a notification that cannot be written rolls the change back with it', async () => {
    const db = server.database.db;
    const before = (await api('demands/', { token: tokens.giulia })).body.count;
    await db.execute(sql`alter table notifications rename to notifications_off`);
    try {
      const res = await api('demands/', {
        token: tokens.giulia,
        body: demandBody(server, tribunaleRoma),
      });
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`alter table notifications_off rename to notifications`);
    }
    expect((await api('demands/', { token: tokens.giulia })).body.count).toBe(before);
    expect(await unread(tokens.luca)).toBe(0);
  });
});

/** 22 % VAT of a money string, as the server computes it. */
function vat(cost: string): string {
  const cents = Math.round(Number(cost) * 100);
  return (Math.round(cents * 0.22) / 100).toFixed(2);
}
