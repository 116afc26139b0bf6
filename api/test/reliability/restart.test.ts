import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import type { Db } from '../../src/db/client';
import { HOUR, demandBody } from '../helpers/activities';
import { eventBody } from '../helpers/agenda';
import { DEMO_PASSWORD, LAWYER_EMAIL, client, login } from '../helpers/http';
import type { Api } from '../helpers/http';
import type { PersistentServer } from '../helpers/server';
import { NOTHING_SEEDED, TestClock, startServerOnDataDir } from '../helpers/server';
import { PROCESS_TIMEOUT_MS } from '../helpers/process';

// Seeding, and starting a second process, take minutes rather than seconds on a busy machine.
jest.setTimeout(PROCESS_TIMEOUT_MS);

/**
 * What a user wrote survives a restart of the process on the same PGlite DATA_DIR, and the
 * seed that runs at every start neither duplicates nor overwrites it.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-api-restart-'));
const clock = new TestClock();
let server: PersistentServer | null = null;

afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Rows per table, every table of the schema. */
async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await queryRows<{ total: number }>(
      db,
      sql.raw(`select count(*)::int as total from "${tablename}"`),
    );
    counts[tablename] = row.total;
  }
  return counts;
}

async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- arbitrary JSON shapes
  return answer.body as any;
}

/** What the test reads back after the restart, through the API. */
async function readBack(api: Api, token: string, ids: { event: number; demand: number }) {
  return {
    event: await ok(api(`events/${ids.event}/`, { token })),
    demand: await ok(api(`demands/${ids.demand}/`, { token })),
    records: await ok(api('records/?filter=created', { token })),
    me: await ok(api('users/me/', { token })),
    events: (await ok(api('events/?page_size=100', { token }))).count,
    demands: (await ok(api('demands/?page_size=100', { token }))).count,
    notifications: (await ok(api('notifications/?page_size=100', { token }))).count,
  };
}

it('a restart on the same DATA_DIR keeps what users wrote, and seeds nothing twice', async () => {
  server = await startServerOnDataDir(dataDir, clock);
  expect(server.seeded).toMatchObject({ demoUsers: 8, demoDemands: 16, demoEvents: 9 });
  let api = client(server.baseUrl);
  const token = await login(api, LAWYER_EMAIL, DEMO_PASSWORD);

  // The demo lawyer writes: an event, a demand, a record, her profile and a new password.
  const event = await ok(
    api('events/', { token, body: eventBody({ part1: 'Persistente', notes: 'Dopo il riavvio' }) }),
    201,
  );
  const offices = await ok(api('offices/?search=Tribunale di Roma', { token }));
  const demand = await ok(
    api('demands/', {
      token,
      body: demandBody({ clock }, offices.results[0].id, { notes: 'Resta dopo il riavvio' }),
    }),
    201,
  );
  const record = await ok(api('records/', { method: 'POST', token }), 201);
  await ok(
    api('users/me/', {
      method: 'PUT',
      token,
      body: { profile: { lawfirm: { address: 'Via del Riavvio 8' } } },
    }),
  );
  await ok(
    api('auth/password/change/', {
      token,
      body: { new_password1: 'NuovaPassword1', new_password2: 'NuovaPassword1' },
    }),
  );
  // A user who signed up on this instance.
  const roma = await ok(api('cities/?search=Roma', {}));
  const signUp = await ok(
    api('auth/register/', {
      body: {
        first_name: 'Nuova',
        last_name: 'Iscritta',
        email: 'nuova.iscritta@example.com',
        password1: 'segreta123',
        password2: 'segreta123',
        phone: '3470000001',
        terms: true,
        privacy: true,
        profile: { type: 'LAWYER', city: roma.results[0].id },
      },
    }),
    201,
  );
  const ids = { event: event.id, demand: demand.id };
  const before = await readBack(api, token, ids);
  // Newest first: the new one, then the seed's two (the records she created).
  expect(before.records.results).toHaveLength(3);
  expect(before.records.results[0]).toMatchObject({ id: record.id });
  expect(before.me.profile.lawfirm.address).toBe('Via del Riavvio 8');
  const countsBefore = await tableCounts(server.database.db);
  await server.close();
  server = null;

  // A later start of the process (the seed runs again, one hour later).
  clock.advance(HOUR);
  server = await startServerOnDataDir(dataDir, clock);
  expect(server.seeded).toEqual(NOTHING_SEEDED);
  expect(await tableCounts(server.database.db)).toEqual(countsBefore);
  api = client(server.baseUrl);

  // The session key still works and everything reads back unchanged.
  expect(await readBack(api, token, ids)).toEqual(before);
  // The 9 demo events, the Notice of the demo fulfilment, and the new one.
  expect(before.events).toBe(9 + 1 + 1);
  expect(before.demands).toBe(8 + 1);
  // The seed did not put the demo password back, and the new account is there.
  const retry = await api('auth/login/', {
    body: { email: LAWYER_EMAIL, password: DEMO_PASSWORD },
  });
  expect(retry.status).toBe(400);
  expect(await login(api, LAWYER_EMAIL, 'NuovaPassword1')).toMatch(/^[0-9a-f]{40}$/);
  expect((await ok(api('users/me/', { token: signUp.key }))).email).toBe(
    'nuova.iscritta@example.com',
  );
});
