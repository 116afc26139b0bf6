import { and, asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  calendarFeeds,
  candidates,
  checkouts,
  courseOrders,
  coursePurchases,
  customSkills,
  dashboardCardClosures,
  demands,
  events,
  notifications,
  popupViews,
  profileSkills,
  profiles,
  recordShares,
  records,
  sandboxPaypalOrders,
  subscriptions,
  users,
} from '../../src/db/schema';
import type { DemandStatus } from '../../src/db/schema';
import { registeredRoutes } from '../../src/lib/route-registry';
import {
  FRANCESCA,
  GIULIA,
  LUCA,
  candidateIdFor,
  cityId,
  demandBody,
  giveSubscription,
  officeId,
  tokenFor,
  userId,
} from '../helpers/activities';
import { createEvent } from '../helpers/agenda';
import { COURSE, paidOrder } from '../helpers/learning';
import { APP, CARD_OK, MARCO, declareLawyer, order, payByCard } from '../helpers/subscriptions';
import { setupTestServer } from '../helpers/suite';

/**
 * Object-level authorization: a signed-in user (Mallory, who signed up like anyone) tries every
 * endpoint that takes an id with the ids of other users' objects, and colleagues who share a
 * demand try each other's. All refused, nothing of the victims changes, nothing leaks in lists.
 */
const { server, api } = setupTestServer({
  // Seeded purchases, notifications and card closures of the victims are restored too.
  restoreTables: [
    sandboxPaypalOrders,
    courseOrders,
    coursePurchases,
    notifications,
    dashboardCardClosures,
  ],
});

const NOT_FOUND = { status: 404, body: { detail: 'Non trovato.' } };
/** Text only the victims' objects carry: it must never reach Mallory. */
const SECRET = 'RISERVATO-VITTIMA';

type Actor = 'mallory' | 'francesca' | 'luca' | 'giulia';

interface Attempt {
  /** The route as registered ('GET /api/demands/:id/'). */
  route: string;
  params?: Record<string, string | number>;
  body?: unknown;
  as: Actor;
  /** 404 { detail: "Non trovato." } unless said otherwise. */
  refusal?: { status: number; body: unknown };
}

interface Victims {
  /** Giulia's demands by status (seeded), plus one created now (still cancellable). */
  demand: Record<DemandStatus | 'FRESH', number>;
  /** Luca's invitation on the fresh demand, and on the demand with accepted candidates. */
  lucaInvitation: number;
  lucaAccepted: number;
  event: number;
  record: { link: string; code: string };
  customSkill: number;
  skill: number;
  subscription: number;
  /** Marco's card intent and PayPal setup token (he is paying for Gold). */
  intent: string;
  setupToken: string;
  /** Giulia's captured sandbox PayPal order, not spent on a course yet. */
  paypalOrder: string;
  /** A city for change-city. */
  city: number;
}

/**
 * Every id-taking attempt, and who makes it. Mallory is unrelated to everyone; Francesca is
 * invited to the same demands as Luca; Luca is the assignee of Giulia's demands; Giulia is
 * their requester.
 */
function attempts(v: Victims): Attempt[] {
  const d = v.demand;
  const goldActivation = (method: string, token: string) => ({
    ...order({ payment_type_id: 2, plan_id: 21 }),
    payment_method: method,
    setup_token: token,
  });
  const notAuthorized = { status: 400, body: { message: 'Il pagamento non è stato autorizzato.' } };
  return [
    // Demands (requester endpoints).
    { as: 'mallory', route: 'GET /api/demands/:id/', params: { id: d.PENDING } },
    { as: 'luca', route: 'GET /api/demands/:id/', params: { id: d.ASSIGNED } },
    {
      as: 'mallory',
      route: 'PUT /api/demands/:id/',
      params: { id: d.PENDING },
      body: { is_delayed: false },
    },
    { as: 'mallory', route: 'DELETE /api/demands/:id/', params: { id: d.ANNULLED } },
    { as: 'luca', route: 'DELETE /api/demands/:id/', params: { id: d.PAID } },
    { as: 'mallory', route: 'GET /api/demands/:id/annulled/', params: { id: d.FRESH } },
    { as: 'luca', route: 'GET /api/demands/:id/annulled/', params: { id: d.FRESH } },
    {
      as: 'mallory',
      route: 'GET /api/demands/:id/invitations/:candidateId/assign/',
      params: { id: d.PENDING, candidateId: v.lucaAccepted },
    },
    {
      as: 'luca',
      route: 'GET /api/demands/:id/invitations/:candidateId/assign/',
      params: { id: d.PENDING, candidateId: v.lucaAccepted },
    },
    { as: 'mallory', route: 'GET /api/demands/:id/paid/', params: { id: d.COMPLETED } },
    { as: 'luca', route: 'GET /api/demands/:id/paid/', params: { id: d.COMPLETED } },
    // Invitations (the invited colleague's endpoints).
    {
      as: 'mallory',
      route: 'GET /api/invitations/received/:id/',
      params: { id: v.lucaInvitation },
    },
    {
      as: 'francesca',
      route: 'GET /api/invitations/received/:id/',
      params: { id: v.lucaInvitation },
    },
    { as: 'giulia', route: 'GET /api/invitations/received/:id/', params: { id: v.lucaInvitation } },
    {
      as: 'mallory',
      route: 'GET /api/invitations/received/:id/accept/',
      params: { id: v.lucaInvitation },
    },
    {
      as: 'francesca',
      route: 'GET /api/invitations/received/:id/accept/',
      params: { id: v.lucaInvitation },
    },
    {
      as: 'francesca',
      route: 'GET /api/invitations/received/:id/reject/',
      params: { id: v.lucaInvitation },
    },
    {
      as: 'francesca',
      route: 'DELETE /api/invitations/received/:id/',
      params: { id: v.lucaInvitation },
    },
    // Assignments (the assignee's endpoints).
    { as: 'mallory', route: 'GET /api/received-demands/:id/', params: { id: d.ASSIGNED } },
    { as: 'francesca', route: 'GET /api/received-demands/:id/', params: { id: d.ASSIGNED } },
    { as: 'giulia', route: 'GET /api/received-demands/:id/', params: { id: d.ASSIGNED } },
    {
      as: 'francesca',
      route: 'GET /api/received-demands/:id/completed/',
      params: { id: d.ASSIGNED },
    },
    { as: 'giulia', route: 'GET /api/received-demands/:id/completed/', params: { id: d.ASSIGNED } },
    { as: 'francesca', route: 'DELETE /api/received-demands/:id/', params: { id: d.PAID } },
    // Agenda.
    { as: 'mallory', route: 'GET /api/events/:id/', params: { id: v.event } },
    {
      as: 'mallory',
      route: 'PUT /api/events/:id/',
      params: { id: v.event },
      body: {
        resourcetype: 'Hearing',
        date: '2026-03-20',
        all_day: true,
        part1: 'Mallory',
        notes: null,
      },
    },
    { as: 'mallory', route: 'DELETE /api/events/:id/', params: { id: v.event } },
    { as: 'mallory', route: 'GET /api/events/:id/done/', params: { id: v.event } },
    { as: 'mallory', route: 'GET /api/events/:id/todo/', params: { id: v.event } },
    { as: 'mallory', route: 'GET /api/events/:id/postponed/', params: { id: v.event } },
    { as: 'mallory', route: 'GET /api/events/:id/ics/', params: { id: v.event } },
    // Records: no id in any path; the link alone opens nothing.
    {
      as: 'mallory',
      route: 'POST /api/records/open/',
      body: { link: v.record.link, code: 'ZZZZZZ' },
      refusal: { status: 400, body: { code: ['Codice di accesso non valido.'] } },
    },
    // Qualifications and skill descriptions (Mallory is Gold too: only ownership stops her).
    {
      as: 'mallory',
      route: 'DELETE /api/profile-custom-skills/:id/',
      params: { id: v.customSkill },
    },
    {
      as: 'mallory',
      route: 'POST /api/profile-custom-skills/:id/description/',
      params: { id: v.customSkill },
      body: { description: 'Mallory' },
    },
    {
      as: 'mallory',
      route: 'POST /api/profile-skills/:skillId/description/',
      params: { skillId: v.skill },
      body: { description: 'Mallory' },
    },
    // Subscriptions and payments.
    { as: 'mallory', route: 'GET /api/payments/:id/plans-info/', params: { id: v.subscription } },
    {
      as: 'mallory',
      route: 'PUT /api/payments/:id/change-plan/',
      params: { id: v.subscription },
      body: { plan_id: 12 },
    },
    { as: 'mallory', route: 'POST /api/payments/:id/cancel/', params: { id: v.subscription } },
    { as: 'mallory', route: 'GET /api/payments/:id/cancel/', params: { id: v.subscription } },
    {
      as: 'mallory',
      route: 'PUT /api/payment-variants/change-city/',
      body: { payment_id: v.subscription, city_id: v.city },
    },
    { as: 'mallory', route: 'GET /api/stripe/payment-intents/:id/', params: { id: v.intent } },
    {
      as: 'mallory',
      route: 'POST /api/payment-types/:id/activate/',
      params: { id: 2 },
      body: goldActivation('credit_card', v.intent),
      refusal: notAuthorized,
    },
    {
      as: 'mallory',
      route: 'POST /api/payment-types/:id/activate/',
      params: { id: 2 },
      body: goldActivation('paypal', v.setupToken),
      refusal: notAuthorized,
    },
    // Courses: someone else's PayPal order neither reads, captures nor pays.
    { as: 'mallory', route: 'GET /api/sandbox/paypal/orders/:id/', params: { id: v.paypalOrder } },
    {
      as: 'mallory',
      route: 'POST /api/sandbox/paypal/orders/:id/capture/',
      params: { id: v.paypalOrder },
    },
    {
      as: 'mallory',
      route: 'POST /api/catalogitems/:id/order/',
      params: { id: COURSE.patteggiamento },
      body: { order: v.paypalOrder },
      refusal: { status: 400, body: { order: ['Il pagamento non è stato completato.'] } },
    },
  ];
}

/**
 * Routes with a path parameter that are not about a user's object, and why. Every other route
 * with one must be attempted above, so a new id-taking route cannot be forgotten.
 */
const NOT_OBJECT_LEVEL: Record<string, string> = {
  'GET /api/autocomplete/:kind/': 'a public list',
  'GET /api/catalogitems/:id/': 'the public catalogue',
  'GET /api/payment-types/:id/city/:cityId/': 'a public price',
  'GET /api/payment-variants/professional-city/:cityId/': 'a public price',
  'GET /api/coupon-codes/:code/validate/:typeId/': 'a public promo code check',
  'GET /api/ical/:file': 'the secret in the path is the credential',
  'GET /api/sandbox/paypal/setup-tokens/:token/': 'the random token is the credential',
  'GET /api/sandbox/paypal/approve/:token/': 'the random token is the credential',
  'POST /api/sandbox/paypal/approve/:token/': 'the random token is the credential',
  'POST /api/sandbox/paypal/cancel/:token/': 'the random token is the credential',
  'POST /api/sandbox/payment-intents/:id/confirm/': 'the client secret is the credential',
  'DELETE /api/cards/:id/': "cards are shared; closing one is the caller's own (test below)",
  'GET /web/payments/collect/:uid/:created/': 'the id and creation instant are the credential',
};

function concrete(route: string, params: Record<string, string | number> = {}) {
  const [method, url] = route.split(' ');
  const path = url.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`${route}: no value for ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  return { method, path: path.replace(/^\/api\//, '') };
}

async function demandIdsOf(owner: number) {
  const rows = await server.database.db
    .select({ id: demands.id, status: demands.status })
    .from(demands)
    .where(eq(demands.userId, owner))
    .orderBy(asc(demands.id));
  const byStatus = {} as Record<DemandStatus, number>;
  // The first of each status: the first PENDING one has two accepted candidates.
  for (const row of rows) byStatus[row.status] ??= row.id;
  return byStatus;
}

/** Mallory signs up as anyone does (Torino, far from the Roma demands), then buys Gold. */
async function signUpMallory() {
  const res = await api('auth/register/', {
    body: {
      first_name: 'Mallory',
      last_name: 'Attaccante',
      email: 'mallory@example.com',
      password1: 'segreta123',
      password2: 'segreta123',
      phone: '3479990001',
      terms: true,
      privacy: true,
      profile: { type: 'LAWYER', city: await cityId(server, 'Torino') },
    },
  });
  expect(res.status).toBe(201);
  const id = await userId(server, 'mallory@example.com');
  await giveSubscription(server, id, { paymentTypeId: 2 });
  return { id, token: res.body.key as string };
}

async function arrange() {
  const giulia = await tokenFor(server, GIULIA);
  const giuliaId = await userId(server, GIULIA);
  const mallory = await signUpMallory();
  const tokens: Record<Actor, string> = {
    mallory: mallory.token,
    giulia,
    luca: await tokenFor(server, LUCA),
    francesca: await tokenFor(server, FRANCESCA),
  };
  const roma = await officeId(server, 'Tribunale di Roma');
  const fresh = await api('demands/', {
    token: giulia,
    body: demandBody(server, roma, { notes: `${SECRET} richiesta` }),
  });
  expect(fresh.status).toBe(201);
  const event = await createEvent(api, giulia, { notes: `${SECRET} evento`, part1: SECRET });
  const record = (await api('records/', { method: 'POST', token: giulia })).body;
  await giveSubscription(server, giuliaId, { paymentTypeId: 2 });
  const custom = await api('profile-custom-skills/', { token: giulia, body: { name: SECRET } });
  expect(custom.status).toBe(201);
  const me = await api('users/me/', { token: giulia });
  const skill: number = me.body.profile.skills[0].id;
  await api(`profile-skills/${skill}/description/`, {
    token: giulia,
    body: { description: `${SECRET} competenza` },
  });
  const [subscription] = await server.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, giuliaId), eq(subscriptions.paymentTypeId, 1)));
  const marco = await tokenFor(server, MARCO);
  await declareLawyer(api, marco);
  const gold = order({ payment_type_id: 2, plan_id: 21 });
  const { intent } = await payByCard(api, marco, CARD_OK, gold);
  expect(intent.status).toBe(200);
  const setup = await api('paypal/setup-tokens/', {
    token: marco,
    body: { ...gold, return_url: `${APP}/ok`, cancel_url: `${APP}/ko` },
  });
  expect(setup.status).toBe(200);
  // Approved by Marco on the sandbox page: only the owner may now activate with it.
  await fetch(setup.body.links[1].href, { method: 'POST', redirect: 'manual' });
  const paypalOrder = await paidOrder(api, giulia, COURSE.patteggiamento, 4900);
  const demand = { ...(await demandIdsOf(giuliaId)), FRESH: fresh.body.id as number };
  const victims: Victims = {
    demand,
    lucaInvitation: await candidateIdFor(server, fresh.body.id, LUCA),
    lucaAccepted: await candidateIdFor(server, demand.PENDING, LUCA),
    event: event.id,
    record: { link: record.link, code: record.code },
    customSkill: custom.body.id,
    skill,
    subscription: subscription.id,
    intent: intent.body.id,
    setupToken: setup.body.id,
    paypalOrder,
    city: await cityId(server, 'Milano'),
  };
  return { tokens, victims, mallory, giulia: giuliaId };
}

/** Every row of the tables that hold users' objects, except Mallory's own. */
async function othersData(malloryId: number) {
  const tables: [string, PgTable][] = Object.entries({
    users,
    profiles,
    demands,
    candidates,
    events,
    calendarFeeds,
    records,
    recordShares,
    customSkills,
    profileSkills,
    subscriptions,
    checkouts,
    sandboxPaypalOrders,
    courseOrders,
    coursePurchases,
    notifications,
    dashboardCardClosures,
    popupViews,
  });
  const data: Record<string, unknown[]> = {};
  for (const [name, table] of tables) {
    const rows = (await server.database.db.select().from(table)) as Record<string, unknown>[];
    const owner = (row: Record<string, unknown>) => (name === 'users' ? row.id : row.userId);
    data[name] = rows
      .filter((row) => owner(row) !== malloryId)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return data;
}

describe('object-level authorization', () => {
  it("refuses every attempt on another user's object, and changes nothing of theirs", async () => {
    const { tokens, victims, mallory } = await arrange();
    // Lazy demand expiry runs on list reads: let it run before the snapshot.
    await api('demands/', { token: tokens.giulia });
    const before = await othersData(mallory.id);
    const wrong: string[] = [];
    for (const attempt of attempts(victims)) {
      const { method, path } = concrete(attempt.route, attempt.params);
      const res = await api(path, { method, token: tokens[attempt.as], body: attempt.body });
      const refusal = attempt.refusal ?? NOT_FOUND;
      if (
        res.status !== refusal.status ||
        JSON.stringify(res.body) !== JSON.stringify(refusal.body)
      ) {
        wrong.push(`${attempt.as}: ${attempt.route} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await othersData(mallory.id)).toEqual(before);
  });

  it('the owners themselves pass the same checks (the ids are real and the attempts would work)', async () => {
    const { tokens, victims } = await arrange();
    const own = (path: string, token: string, method = 'GET') => api(path, { method, token });
    expect((await own(`demands/${victims.demand.PENDING}/`, tokens.giulia)).status).toBe(200);
    expect((await own(`events/${victims.event}/ics/`, tokens.giulia)).status).toBe(200);
    expect((await own(`invitations/received/${victims.lucaInvitation}/`, tokens.luca)).status).toBe(
      200,
    );
    expect((await own(`received-demands/${victims.demand.ASSIGNED}/`, tokens.luca)).status).toBe(
      200,
    );
    expect((await own(`payments/${victims.subscription}/plans-info/`, tokens.giulia)).status).toBe(
      200,
    );
    expect((await own(`sandbox/paypal/orders/${victims.paypalOrder}/`, tokens.giulia)).status).toBe(
      200,
    );
    expect((await own(`demands/${victims.demand.FRESH}/annulled/`, tokens.giulia)).status).toBe(
      200,
    );
    expect(
      (await own(`profile-custom-skills/${victims.customSkill}/`, tokens.giulia, 'DELETE')).status,
    ).toBe(204);
  });

  it("attempts every registered route that takes an id (or lists why it is not a user's object)", () => {
    // Only the routes are read here: any id will do.
    const anyId: object = new Proxy({}, { get: () => anyId });
    const attempted = new Set(attempts(anyId as Victims).map((attempt) => attempt.route));
    const missing = registeredRoutes(server.app)
      .filter((route) => route.url.includes(':') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !attempted.has(route) && !(route in NOT_OBJECT_LEVEL));
    expect(missing).toEqual([]);
    // Routes without an id that read or change another user's object through the body.
    for (const route of [
      'POST /api/records/open/',
      'PUT /api/payment-variants/change-city/',
      'POST /api/payment-types/:id/activate/',
      'POST /api/catalogitems/:id/order/',
    ]) {
      expect(attempted).toContain(route);
    }
  });
});

describe('lists and per-caller endpoints', () => {
  it('show Mallory nothing of anyone else (ids, texts, names, payments)', async () => {
    const { victims, mallory } = await arrange();
    // Mallory has objects of her own, so an unfiltered list would show both.
    const torino = await officeId(server, 'Tribunale di Torino');
    expect(
      (await api('demands/', { token: mallory.token, body: demandBody(server, torino) })).status,
    ).toBe(201);
    await createEvent(api, mallory.token, { part1: 'Mallory' });
    await api('records/', { method: 'POST', token: mallory.token });
    const feed = await api('events/feed/', { token: mallory.token });
    const lists = [
      'demands/?page_size=100',
      'invitations/received/?page_size=100',
      'received-demands/?page_size=100',
      'events/?page_size=100',
      `events/?search=${SECRET}`,
      'events/calendar/?date_min=2025-12-01&date_max=2026-12-31',
      'records/?filter=all',
      'records/?filter=shared',
      'notifications/?page_size=100',
      'dashboard/',
      'payments/records/',
      'purchaseditems/',
      'catalogitems/?page_size=100',
      'payment-types/info/',
      'users/me/',
    ];
    const secrets = [
      SECRET,
      GIULIA,
      MARCO,
      LUCA,
      // Giulia's phone and law firm address.
      '3331234567',
      'Via Durini',
      victims.record.code,
      victims.record.link,
      victims.intent,
      victims.setupToken,
      victims.paypalOrder,
    ];
    const leaks: string[] = [];
    for (const path of lists) {
      const res = await api(path, { token: mallory.token });
      expect([path, res.status]).toEqual([path, 200]);
      const text = JSON.stringify(res.body);
      for (const secret of secrets) if (text.includes(secret)) leaks.push(`${path}: ${secret}`);
    }
    const ics = await (await fetch(feed.body.url)).text();
    expect(ics).toContain('Mallory');
    for (const secret of secrets) if (ics.includes(secret)) leaks.push(`feed: ${secret}`);
    expect(leaks).toEqual([]);
    // And her lists hold exactly her own objects.
    const ownDemands = await api('demands/', { token: mallory.token });
    expect(ownDemands.body.count).toBe(1);
    const ownEvents = await api('events/', { token: mallory.token });
    expect(ownEvents.body.results.map((e: { id: number }) => e.id)).not.toContain(victims.event);
    expect((await api('records/', { token: mallory.token })).body.count).toBe(1);
  });

  it("closing a card, reading all notifications, marking popups and rotating the feed touch only the caller's", async () => {
    const { tokens, mallory } = await arrange();
    const giuliaFeed = await api('events/feed/', { token: tokens.giulia });
    const dashboard = await api('dashboard/', { token: tokens.giulia });
    const closable = dashboard.body.cards.filter((card: { closable: boolean }) => card.closable);
    expect(closable.length).toBeGreaterThan(0);
    const unread = (await api('notifications/unread_notifications/', { token: tokens.giulia })).body
      .total;
    expect(unread).toBeGreaterThan(0);
    const before = await othersData(mallory.id);

    for (const card of closable) {
      const res = await api(`cards/${card.id}/`, { method: 'DELETE', token: mallory.token });
      expect(res.status).toBe(204);
    }
    expect((await api('notifications/readall/', { token: mallory.token })).status).toBe(200);
    expect(
      (await api('popups/seen/', { token: mallory.token, body: { popup_id: 1 } })).status,
    ).toBe(201);
    expect(
      (await api('events/feed/rotate/', { method: 'POST', token: mallory.token })).status,
    ).toBe(200);

    expect(await othersData(mallory.id)).toEqual(before);
    expect((await api('dashboard/', { token: tokens.giulia })).body.cards).toEqual(
      dashboard.body.cards,
    );
    expect(
      (await api('notifications/unread_notifications/', { token: tokens.giulia })).body.total,
    ).toBe(unread);
    expect((await fetch(giuliaFeed.body.url)).status).toBe(200);
  });
});
