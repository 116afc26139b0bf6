import { FRANCESCA, GIULIA, LUCA, tokenFor } from './helpers/activities';
import { MINUTE, RECORD_KEYS } from './helpers/agenda';
import { records } from '../src/db/schema';
import { setupTestServer, setupTokens } from './helpers/suite';

const BAD_LINK = { link: ['Link non valido.'] };
const BAD_CODE = { code: ['Codice di accesso non valido.'] };

const { server, api } = setupTestServer({ webUrl: 'https://app.colleghi.it/' });
// These tests count and number records from none: the demo records of the seed go first.
beforeEach(() => server.database.db.delete(records));
const tokens = setupTokens(server, { giulia: GIULIA, luca: LUCA });

async function create(token = tokens.giulia) {
  const res = await api('records/', { method: 'POST', token });
  if (res.status !== 201) throw new Error(`record: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const open = (body: unknown, token = tokens.luca) => api('records/open/', { token, body });
const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((r) => r.id);

describe('POST records/ and GET records/', () => {
  it('creates records with a sequential identifier and a random code', async () => {
    const first = await create();
    expect(Object.keys(first).sort()).toEqual([...RECORD_KEYS].sort());
    expect(first).toMatchObject({
      identifier: 'VRB-2026-000001',
      created_at: '2026-03-02T09:00:00.000Z',
      mine: true,
    });
    expect(first.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(first.link).toMatch(/^https:\/\/app\.colleghi\.it\/records\?shared=[0-9a-f-]{36}$/);
    const [second, third] = await Promise.all([create(), create()]);
    expect([second.identifier, third.identifier].sort()).toEqual([
      'VRB-2026-000002',
      'VRB-2026-000003',
    ]);
    // Numbers are per user.
    expect((await create(tokens.luca)).identifier).toBe('VRB-2026-000001');
    expect((await api('records/', { method: 'POST' })).status).toBe(401);
  });

  it('lists all / created / shared, newest first', async () => {
    const a = await create();
    server.clock.advance(MINUTE);
    const b = await create();
    server.clock.advance(MINUTE);
    const lucas = await create(tokens.luca);
    expect((await open({ link: lucas.link, code: lucas.code }, tokens.giulia)).status).toBe(200);
    await create(await tokenFor(server, FRANCESCA));

    expect(ids(await api('records/', { token: tokens.giulia }))).toEqual([lucas.id, b.id, a.id]);
    expect(ids(await api('records/?filter=all', { token: tokens.giulia }))).toEqual([
      lucas.id,
      b.id,
      a.id,
    ]);
    expect(ids(await api('records/?filter=created', { token: tokens.giulia }))).toEqual([
      b.id,
      a.id,
    ]);
    const shared = await api('records/?filter=shared', { token: tokens.giulia });
    expect(shared.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(shared.body.results[0]).toMatchObject({ id: lucas.id, mine: false, code: lucas.code });
    const bad = await api('records/?filter=mine', { token: tokens.giulia });
    expect(bad).toMatchObject({ status: 400, body: { filter: ['Seleziona un valore valido.'] } });
    expect((await api('records/')).status).toBe(401);
  });
});

describe('POST records/open/', () => {
  it('opens with the right link and code (case-insensitive), once in the list', async () => {
    const record = await create();
    const res = await open({ link: record.link, code: record.code.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...record, mine: false });
    expect((await open({ link: record.link.split('=')[1], code: record.code })).status).toBe(200);
    expect(ids(await api('records/?filter=shared', { token: tokens.luca }))).toEqual([record.id]);
    // Opening one's own record returns it and shares nothing.
    const own = await open({ link: record.link, code: record.code }, tokens.giulia);
    expect(own.body.mine).toBe(true);
    expect((await api('records/?filter=shared', { token: tokens.giulia })).body.count).toBe(0);
  });

  it('refuses empty or unknown links and wrong codes', async () => {
    const record = await create();
    expect((await open({ link: '', code: record.code })).body).toEqual(BAD_LINK);
    expect((await open({ code: record.code })).body).toEqual(BAD_LINK);
    expect((await open({ link: 'https://app.colleghi.it/records', code: 'X' })).body).toEqual(
      BAD_LINK,
    );
    const unknown = record.link.replace(/shared=.{8}/, 'shared=00000000');
    expect(await open({ link: unknown, code: record.code })).toMatchObject({
      status: 400,
      body: BAD_LINK,
    });
    expect(await open({ link: record.link, code: 'AAAAAA' })).toMatchObject({
      status: 400,
      body: BAD_CODE,
    });
    expect((await open({ link: record.link })).body).toEqual({
      code: ['Questo campo è obbligatorio.'],
    });
    expect((await open({ link: record.link, code: '  ' })).body).toEqual({
      code: ['Questo campo è obbligatorio.'],
    });
    expect((await api('records/?filter=shared', { token: tokens.luca })).body.count).toBe(0);
  });

  it('opens from the link alone a record the caller already holds, and no other', async () => {
    const record = await create();
    // The owner: the link is enough.
    const own = await open({ link: record.link }, tokens.giulia);
    expect(own).toMatchObject({ status: 200, body: { id: record.id, mine: true } });
    // A colleague needs the code the first time…
    expect((await open({ link: record.link, code: '' })).status).toBe(400);
    expect((await open({ link: record.link, code: record.code })).status).toBe(200);
    // …and not after.
    const again = await open({ link: record.link, code: null });
    expect(again).toMatchObject({ status: 200, body: { id: record.id, mine: false } });
    // A third user still gets nothing without the code.
    const francesca = await tokenFor(server, FRANCESCA);
    expect(await open({ link: record.link }, francesca)).toMatchObject({
      status: 400,
      body: { code: ['Questo campo è obbligatorio.'] },
    });
    expect((await api('records/?filter=shared', { token: francesca })).body.count).toBe(0);
  });

  it('answers 429 after 5 wrong codes in 15 minutes, for that user only', async () => {
    const record = await create();
    for (let i = 0; i < 5; i += 1) {
      expect((await open({ link: record.link, code: 'WRONG1' })).body).toEqual(BAD_CODE);
      server.clock.advance(MINUTE);
    }
    // Even the right code waits: the limit is checked first.
    const limited = await open({ link: record.link, code: record.code });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ detail: 'Troppi tentativi: riprova tra qualche minuto.' });
    expect(Number(limited.headers.get('retry-after'))).toBe(10 * 60);
    // An invalid body waits too: the limit comes before the body's own errors.
    expect((await open({ link: '', code: 'x'.repeat(21), extra: 1 })).status).toBe(429);
    // Another user is not affected.
    expect((await open({ link: record.link, code: record.code }, tokens.giulia)).status).toBe(200);
    // Once the first failure leaves the window, one more attempt is allowed.
    server.clock.advance(10 * MINUTE + 1000);
    expect((await open({ link: record.link, code: record.code })).status).toBe(200);
  });
});
