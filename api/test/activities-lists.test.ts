import { count, eq, inArray } from 'drizzle-orm';
import { candidates, demands, users } from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { FRANCESCA, LUCA, officeId, tokenFor } from './helpers/activities';
import { fixtureComuni } from './helpers/fixtures';
import { setupDemandSuite } from './helpers/demand-suite';

const REQUIRED = 'Questo campo è obbligatorio.';

const { server, api, tokens, seeded } = setupDemandSuite();

describe('GET demands/', () => {
  it('lists the seeded demo demands by tab, open ones soonest first, then newest activity first', async () => {
    const all = await api('demands/', { token: tokens.giulia });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ count: 8, next: null, previous: null });
    const results: { datetime: string; status: string }[] = all.body.results;
    const open = results.filter((d) => d.status === 'PENDING').map((d) => d.datetime);
    const times = results.map((d) => d.datetime);
    expect(open.length).toBeGreaterThan(1);
    expect(times.slice(0, open.length)).toEqual([...open].sort());
    const rest = times.slice(open.length);
    expect([...rest].sort().reverse()).toEqual(rest);
    const expected = { PENDING: 3, ASSIGNED: 1, COMPLETED: 1, PAID: 1, ANNULLED: 1, EXPIRED: 1 };
    for (const [status, total] of Object.entries(expected)) {
      const res = await api(`demands/?status=${status}`, { token: tokens.giulia });
      expect(res.body.count).toBe(total);
      expect(res.body.results.every((d: { status: string }) => d.status === status)).toBe(true);
    }
    const pending = await api('demands/?status=pending', { token: tokens.giulia });
    const withCandidates = pending.body.results.find(
      (d: { active_candidates: unknown[] }) => d.active_candidates.length > 0,
    );
    expect(withCandidates.active_candidates).toHaveLength(2);
    expect(withCandidates.active_candidates[0].user).toMatchObject({
      masked: false,
      email: expect.stringContaining('@'),
    });
    const bad = await api('demands/?status=BOH', { token: tokens.giulia });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: ['Seleziona un valore valido.'] });
  });

  it('searches activity, office name, notes and judge', async () => {
    const search = async (text: string) =>
      (await api(`demands/?search=${encodeURIComponent(text)}`, { token: tokens.giulia })).body
        .count;
    expect(await search('ritiro copie')).toBe(1);
    expect(await search('giudice di pace')).toBe(2);
    expect(await search('pignoramento')).toBe(1);
    expect(await search('galli')).toBe(1);
    expect(await search('nessuna corrispondenza')).toBe(0);
    expect(await search('%')).toBe(0);
  });

  it('paginates 20 per page with page_size and absolute next/previous', async () => {
    const first = await api('demands/?page_size=3', { token: tokens.giulia });
    expect(first.body.results).toHaveLength(3);
    expect(first.body.next).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/demands\/\?page_size=3&page=2$/,
    );
    const last = await api('demands/?page_size=3&page=3', { token: tokens.giulia });
    expect(last.body.results).toHaveLength(2);
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toContain('page=2');
    expect((await api('demands/?page=9', { token: tokens.giulia })).status).toBe(404);
    const luca = await tokenFor(server, LUCA);
    // Luca's own requests only (his 8 demo requests in Milano), never Giulia's.
    const lucas = await api('demands/', { token: luca });
    expect(lucas.body.count).toBe(8);
    expect(
      lucas.body.results.every((d: { user: { email: string } }) => d.user.email === LUCA),
    ).toBe(true);
  });
});

describe('GET invitations/received/', () => {
  it('lists the availabilities still in play first, soonest on top, then newest activity first', async () => {
    const luca = await tokenFor(server, LUCA);
    const all = await api('invitations/received/?page_size=100', { token: luca });
    expect(all.status).toBe(200);
    type Row = { status: string; demand: { status: string; datetime: string } };
    const rows: Row[] = all.body.results;
    const inPlay = (row: Row) =>
      ['PENDING', 'ACCEPTED'].includes(row.status) && row.demand.status === 'PENDING';
    const times = rows.map((row) => row.demand.datetime);
    const first = rows.filter(inPlay).map((row) => row.demand.datetime);
    // Both kinds are seeded, and the seed lists them out of this order by activity date alone.
    expect(first.length).toBeGreaterThan(1);
    expect(first.length).toBeLessThan(rows.length);
    expect(rows.slice(0, first.length).every(inPlay)).toBe(true);
    expect(times.slice(0, first.length)).toEqual([...first].sort());
    const rest = times.slice(first.length);
    expect([...rest].sort().reverse()).toEqual(rest);
    expect([...times].sort().reverse()).not.toEqual(times);
  });
});

describe('GET demands/estimate/', () => {
  it("returns the skills held by the office city's colleagues, sorted by name", async () => {
    const res = await api(`demands/estimate/?office_id=${seeded.tribunaleRoma}&role=lawyer`);
    expect(res.status).toBe(200);
    // The demo lawyer (Milano) works in Roma too: her professional subscription's second city.
    expect(res.body).toEqual([
      { id: 1, name: 'Diritto civile' },
      { id: 9, name: 'Diritto condominiale' },
      { id: 6, name: 'Diritto di famiglia' },
      { id: 7, name: 'Recupero crediti' },
    ]);
    const accountants = await api(
      `demands/estimate/?office_id=${seeded.tribunaleRoma}&role=accountant`,
    );
    expect(accountants.body).toEqual([]);
    const milano = await officeId(server, 'Tribunale di Milano');
    // The caller is not their own colleague.
    const own = await api(`demands/estimate/?office_id=${milano}`, { token: tokens.giulia });
    expect(own.body).toEqual([]);
    expect((await api(`demands/estimate/?office_id=${milano}`)).body).toEqual([
      { id: 1, name: 'Diritto civile' },
      { id: 7, name: 'Recupero crediti' },
    ]);
  });

  it('validates office_id and role', async () => {
    expect((await api('demands/estimate/')).body).toEqual({ office_id: [REQUIRED] });
    expect((await api('demands/estimate/?office_id=424242')).body).toEqual({
      office_id: ["Seleziona un ufficio giudiziario dall'elenco."],
    });
    const bad = await api(`demands/estimate/?office_id=x&role=pilota`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      office_id: ['Inserisci un numero intero valido.'],
      role: ['Seleziona un valore valido.'],
    });
  });
});

describe('seeded demo data', () => {
  it('fills every tab of every list for the demo lawyer and the Roma colleague', async () => {
    const luca = await tokenFor(server, LUCA);
    for (const token of [tokens.giulia, luca]) {
      for (const status of ['PENDING', 'ACCEPTED', 'REJECTED', 'DEAD']) {
        const res = await api(`invitations/received/?status=${status}`, { token });
        expect({ status, count: res.body.count > 0 }).toEqual({ status, count: true });
      }
      for (const status of ['ASSIGNED', 'COMPLETED', 'PAID']) {
        const res = await api(`received-demands/?status=${status}`, { token });
        expect({ status, count: res.body.count }).toEqual({ status, count: 1 });
      }
    }
    const annulled = await api('demands/?status=ANNULLED', { token: luca });
    expect(annulled.body.count).toBe(1);
    const [{ n }] = await server.database.db.select({ n: count() }).from(candidates);
    expect(n).toBeGreaterThan(20);
    const lucaId = (await api('users/me/', { token: luca })).body;
    expect(lucaId).toMatchObject({ first_name: 'Luca', last_name: 'Verdi', is_certified: true });
    expect(lucaId.profile).toMatchObject({ is_complete: true, city: { name: 'Roma' } });
    const davide = await tokenFor(server, 'incompleto.roma@demo.colleghi.it');
    expect((await api('users/me/', { token: davide })).body.profile.is_complete).toBe(false);
    expect(
      await server.database.db.select().from(demands).where(eq(demands.status, 'EXPIRED')),
    ).toHaveLength(2);
  });

  it('adds the colleagues and demands to a database seeded before them, once', async () => {
    const db = server.database.db;
    // The state of a database seeded before this migration: the 5 first demo users only.
    await db.delete(demands);
    const newcomers = [LUCA, FRANCESCA, 'incompleto.roma@demo.colleghi.it'];
    await db.delete(users).where(inArray(users.email, newcomers));
    const first = await seedDatabase(db, { comuni: fixtureComuni(), now: server.clock.now() });
    expect(first).toMatchObject({ demoUsers: 3, demoDemands: 16 });
    const again = await seedDatabase(db, { comuni: fixtureComuni(), now: server.clock.now() });
    expect(again).toMatchObject({ demoUsers: 0, demoDemands: 0 });
  });
});
