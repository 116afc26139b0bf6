import { count, eq } from 'drizzle-orm';
import { notifications, profiles, records } from '../src/db/schema';
import { seedDemoNotifications } from '../src/seed/notifications';
import { notify } from '../src/services/notifications/notify';
import { GIULIA, LUCA, userId } from './helpers/activities';
import { MINUTE } from './helpers/agenda';
import { setupTestServer, setupTokens } from './helpers/suite';

const { server, api } = setupTestServer();
const tokens = setupTokens(server, { giulia: GIULIA, luca: LUCA });

const NOTIFICATION_KEYS = [
  'id',
  'status',
  'title',
  'subtitle',
  'image',
  'created_at',
  'link',
  'event',
  'record',
  'demand',
  'candidate',
  'deeplink',
];

/** n notifications for the user, one a minute, numbered in their subtitles from 1. */
async function give(email: string, n: number, from = 1) {
  const id = await userId(server, email);
  for (let i = from; i < from + n; i += 1) {
    server.clock.advance(MINUTE);
    await notify(server.database.db, server.clock.now(), {
      userId: id,
      kind: 'REMINDER',
      title: 'Promemoria',
      subtitle: `Numero ${i}`,
      deeplink: 'agenda',
    });
  }
}

const subtitles = (results: { subtitle: string }[]) => results.map((n) => n.subtitle);

describe('GET notifications/', () => {
  it('needs a session, on every call', async () => {
    for (const path of [
      'notifications/',
      'notifications/unread_notifications/',
      'notifications/readall/',
    ]) {
      const res = await api(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Credenziali di autenticazione non fornite.' });
    }
  });

  it('is an empty page when there is nothing', async () => {
    const res = await api('notifications/', { token: tokens.giulia });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    const unread = await api('notifications/unread_notifications/', { token: tokens.giulia });
    expect(unread.body).toEqual({ total: 0 });
  });

  it('pages 10 at a time, newest first', async () => {
    await give(GIULIA, 23);
    const first = await api('notifications/', { token: tokens.giulia });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(23);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(`${server.baseUrl}notifications/?page=2`);
    expect(subtitles(first.body.results)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Numero ${23 - i}`),
    );
    for (const item of first.body.results) {
      expect(Object.keys(item)).toEqual(NOTIFICATION_KEYS);
      expect(item).toMatchObject({
        status: 'UNREAD',
        title: 'Promemoria',
        image: null,
        link: null,
        event: null,
        record: null,
        demand: null,
        candidate: null,
        deeplink: 'agenda',
      });
      expect(new Date(item.created_at).toISOString()).toBe(item.created_at);
    }
    const second = await api(first.body.next, { token: tokens.giulia });
    expect(subtitles(second.body.results)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Numero ${13 - i}`),
    );
    const third = await api('notifications/?page=3', { token: tokens.giulia });
    expect(subtitles(third.body.results)).toEqual(['Numero 3', 'Numero 2', 'Numero 1']);
    expect(third.body.next).toBeNull();
    expect(third.body.previous).toBe(`${server.baseUrl}notifications/?page=2`);
    for (const page of ['4', '0', 'abc']) {
      const res = await api(`notifications/?page=${page}`, { token: tokens.giulia });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Pagina non valida.' });
    }
    // page_size works as on the other lists.
    const big = await api('notifications/?page_size=50', { token: tokens.giulia });
    expect(big.body.results).toHaveLength(23);
  });

  it('orders notifications of the same instant newest row first', async () => {
    const id = await userId(server, GIULIA);
    const now = server.clock.now();
    const input = (subtitle: string) => ({
      userId: id,
      kind: 'REMINDER' as const,
      title: 'Promemoria',
      subtitle,
    });
    await notify(server.database.db, now, input('A'), input('B'), input('C'));
    const res = await api('notifications/', { token: tokens.giulia });
    expect(subtitles(res.body.results)).toEqual(['C', 'B', 'A']);
  });

  it('counts the unread ones; readall/ marks them all READ and answers { total: 0 }', async () => {
    await give(GIULIA, 12);
    const unread = () => api('notifications/unread_notifications/', { token: tokens.giulia });
    expect((await unread()).body).toEqual({ total: 12 });
    const read = await api('notifications/readall/', { token: tokens.giulia });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ total: 0 });
    expect((await unread()).body).toEqual({ total: 0 });
    const feed = await api('notifications/?page_size=100', { token: tokens.giulia });
    expect(feed.body.results.every((n: { status: string }) => n.status === 'READ')).toBe(true);
    // New ones are unread again; reading twice is fine.
    await give(GIULIA, 2, 13);
    expect((await unread()).body).toEqual({ total: 2 });
    const latest = await api('notifications/', { token: tokens.giulia });
    expect(latest.body.results.map((n: { status: string }) => n.status).slice(0, 3)).toEqual([
      'UNREAD',
      'UNREAD',
      'READ',
    ]);
    expect((await api('notifications/readall/', { token: tokens.giulia })).body).toEqual({
      total: 0,
    });
    expect((await api('notifications/readall/', { token: tokens.giulia })).body).toEqual({
      total: 0,
    });
  });

  it('is per user: the feed, the count and read-all touch only the caller’s', async () => {
    await give(GIULIA, 3);
    await give(LUCA, 2, 100);
    const lucaFeed = await api('notifications/', { token: tokens.luca });
    expect(subtitles(lucaFeed.body.results)).toEqual(['Numero 101', 'Numero 100']);
    await api('notifications/readall/', { token: tokens.luca });
    expect(
      (await api('notifications/unread_notifications/', { token: tokens.giulia })).body,
    ).toEqual({ total: 3 });
    const giuliaFeed = await api('notifications/', { token: tokens.giulia });
    expect(giuliaFeed.body.count).toBe(3);
    expect(giuliaFeed.body.results.every((n: { status: string }) => n.status === 'UNREAD')).toBe(
      true,
    );
  });

  it('shows the actor’s current picture, and the record as link + code', async () => {
    const giulia = await userId(server, GIULIA);
    const luca = await userId(server, LUCA);
    const created = await api('records/', { method: 'POST', token: tokens.giulia });
    const [record] = await server.database.db
      .select()
      .from(records)
      .where(eq(records.id, created.body.id));
    await notify(server.database.db, server.clock.now(), {
      userId: giulia,
      kind: 'RECORD_OPENED',
      title: 'Verbale condiviso',
      subtitle: 'Prova',
      actorId: luca,
      recordId: record.id,
    });
    const picture = 'data:image/png;base64,AAAA';
    await server.database.db.update(profiles).set({ picture }).where(eq(profiles.userId, luca));
    const [item] = (await api('notifications/', { token: tokens.giulia })).body.results;
    expect(item.record).toEqual({ link: created.body.link, code: created.body.code });
    expect(item.image).toBe(picture);
  });
});

describe('demo notifications (seed)', () => {
  const total = async (id: number) =>
    (
      await server.database.db
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.userId, id))
    )[0].n;

  it('gives the demo users a feed with unread items, once', async () => {
    // server.reset() empties the notifications (they hang on users); seed them again.
    const added = await seedDemoNotifications(server.database.db, server.clock.now());
    expect(added).toBeGreaterThan(0);
    const unread = await api('notifications/unread_notifications/', { token: tokens.giulia });
    expect(unread.body.total).toBeGreaterThan(0);
    const feed = await api('notifications/?page_size=100', { token: tokens.giulia });
    const statuses = new Set(feed.body.results.map((n: { status: string }) => n.status));
    expect(statuses).toEqual(new Set(['READ', 'UNREAD']));
    const times = feed.body.results.map((n: { created_at: string }) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times.every((t: string) => t <= server.clock.now().toISOString())).toBe(true);
    // Every kind of target the bell knows appears for the demo lawyer.
    const has = (key: string) =>
      feed.body.results.some((n: Record<string, unknown>) => n[key] !== null);
    for (const key of ['demand', 'candidate', 'event', 'deeplink', 'link']) {
      expect(has(key)).toBe(true);
    }
    expect(
      (await api('notifications/unread_notifications/', { token: tokens.luca })).body.total,
    ).toBeGreaterThan(0);

    const before = await total(await userId(server, GIULIA));
    expect(await seedDemoNotifications(server.database.db, server.clock.now())).toBe(0);
    expect(await total(await userId(server, GIULIA))).toBe(before);
  });
});
