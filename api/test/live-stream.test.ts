import { sql } from 'drizzle-orm';
import {
  candidateIdFor,
  demandBody,
  GIULIA,
  LUCA,
  FRANCESCA,
  officeId,
} from './helpers/activities';
import { eventBody } from './helpers/agenda';
import { openStream } from './helpers/sse';
import type { OpenStream } from './helpers/sse';
import { setupTestServer, setupTokens } from './helpers/suite';

// GET events/stream/ on one process (PGlite or PostgreSQL): what a stream gets, and what not.

const { server, api } = setupTestServer({ live: { sessionCheckMs: 200, heartbeatMs: 300 } });
const tokens = setupTokens(server, { giulia: GIULIA, luca: LUCA, francesca: FRANCESCA });
const open: OpenStream[] = [];
let tribunaleRoma: number;
beforeAll(async () => {
  tribunaleRoma = await officeId(server, 'Tribunale di Roma');
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function stream(token: string | null, lastEventId?: number) {
  const opened = await openStream(server.baseUrl, token, lastEventId);
  open.push(opened);
  return opened;
}

async function createDemand() {
  const res = await api('demands/', {
    token: tokens.giulia,
    body: demandBody(server, tribunaleRoma, { activity: 'Udienza di trattazione' }),
  });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

describe('events/stream/', () => {
  it('without a key, or with a wrong one: 401 JSON and no data', async () => {
    const none = await stream(null);
    await none.ended;
    expect(none.status).toBe(401);
    expect(none.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(none.text())).toEqual({
      detail: 'Credenziali di autenticazione non fornite.',
    });
    const wrong = await stream('0'.repeat(40));
    await wrong.ended;
    expect(wrong.status).toBe(401);
    expect(wrong.text()).not.toContain('event:');
  });

  it('opens with retry, a comment and the headers of a stream; pings', async () => {
    const live = await stream(tokens.giulia);
    expect(live.status).toBe(200);
    expect(live.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(live.headers['cache-control']).toBe('no-cache');
    expect(live.headers['x-accel-buffering']).toBe('no');
    await new Promise((done) => setTimeout(done, 700));
    expect(live.text().startsWith('retry: 3000\n:')).toBe(true);
    expect(live.text()).toContain(': ping\n\n');
  });

  it('a demand reaches the requester and every candidate, nobody else', async () => {
    const giulia = await stream(tokens.giulia);
    const luca = await stream(tokens.luca);
    const marco = await stream(await tokenOf('stabilito@demo.colleghi.it'));
    const demand = await createDemand();
    const isDemand = (e: { event: string; data: Record<string, unknown> }) =>
      e.event === 'demand' && e.data.demand_id === demand.id;
    await giulia.waitFor(isDemand);
    await luca.waitFor(isDemand);
    await luca.waitFor((e) => e.event === 'notification');
    // Luca accepts: the requester hears of it (the demand, and her bell).
    const candidate = await candidateIdFor(server, demand.id, LUCA);
    const before = giulia.events.length;
    expect(
      (await api(`invitations/received/${candidate}/accept/`, { token: tokens.luca })).status,
    ).toBe(200);
    await giulia.waitFor((e) => e.event === 'notification');
    expect(giulia.events.slice(before).some(isDemand)).toBe(true);
    await new Promise((done) => setTimeout(done, 300));
    expect(marco.events).toEqual([]);
    // Ids increase along each stream.
    const ids = giulia.events.map((e) => e.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('an agenda event created, changed and deleted reaches its owner', async () => {
    const giulia = await stream(tokens.giulia);
    const luca = await stream(tokens.luca);
    const created = await api('events/', { token: tokens.giulia, body: eventBody() });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    await giulia.waitFor((e) => e.event === 'agenda' && e.data.event_id === id);
    const removed = await api(`events/${id}/`, { token: tokens.giulia, method: 'DELETE' });
    expect(removed.status).toBe(204);
    await new Promise((done) => setTimeout(done, 300));
    expect(giulia.events.filter((e) => e.event === 'agenda')).toHaveLength(2);
    expect(luca.events).toEqual([]);
  });

  it('Last-Event-ID: a reconnecting client gets what it missed, and only that', async () => {
    const first = await stream(tokens.luca);
    const one = await createDemand();
    const seen = await first.waitFor((e) => e.event === 'demand' && e.data.demand_id === one.id);
    first.close();
    const two = await createDemand();
    const again = await stream(tokens.luca, seen.id);
    const missed = await again.waitFor((e) => e.event === 'demand' && e.data.demand_id === two.id);
    expect(missed.id).toBeGreaterThan(seen.id);
    expect(again.events.every((e) => e.id > seen.id)).toBe(true);
  });

  it('a rolled back change sends nothing', async () => {
    const luca = await stream(tokens.luca);
    const lucaId = await userId(LUCA);
    await server.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into live_events (user_id, type, data) values (${lucaId}, 'demand', '{"demand_id": 999}')`,
        );
        throw new Error('rollback');
      })
      .catch(() => {});
    const demand = await createDemand();
    await luca.waitFor((e) => e.event === 'demand' && e.data.demand_id === demand.id);
    expect(luca.events.some((e) => e.data.demand_id === 999)).toBe(false);
  });

  it('signing out ends the streams of that key', async () => {
    const giulia = await stream(tokens.giulia);
    const res = await api('auth/logout/', { token: tokens.giulia, method: 'POST' });
    expect(res.status).toBe(200);
    await giulia.ended;
  });
});

async function userId(email: string): Promise<number> {
  const [row] = (
    (await server.database.db.execute(
      sql`select id from users where email = ${email}`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  return row.id;
}

async function tokenOf(email: string): Promise<string> {
  const res = await api('auth/login/', { body: { email, password: 'Colleghi2026' } });
  return (res.body as { key: string }).key;
}
