import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { FRANCESCA, HOUR, tokenFor } from './helpers/activities';
import { setupDemandSuite } from './helpers/demand-suite';
import { statementsDuring } from './helpers/statements';

const { server, api, tokens, setup } = setupDemandSuite({ expirySweepMs: 0 });

const READS = [
  'dashboard/',
  'demands/?page=1',
  'demands/?status=PENDING&search=udienza',
  'invitations/received/',
  'invitations/received/?status=DEAD',
  'received-demands/',
  'events/calendar/?date_min=2026-02-15&date_max=2026-04-15',
];

/** The statements of one GET as `token`, once the reference rows are known to the process. */
async function statementsOf(path: string, token: string) {
  const read = async () => expect((await api(path, { token })).status).toBe(200);
  await read();
  return statementsDuring(server.database.db, read);
}

describe('each read is the session lookup and one statement', () => {
  it.each(READS)('%s, however many rows and people the page shows', async (path) => {
    const luca = tokens.luca;
    const before = {
      giulia: await statementsOf(path, tokens.giulia),
      luca: await statementsOf(path, luca),
    };
    // More demands, invitations, accepted candidates and people on every list.
    for (let i = 0; i < 3; i += 1) {
      const demand = await setup({
        datetime: new Date(server.clock.now().getTime() + (i + 2) * HOUR).toISOString(),
      });
      await api(`invitations/received/${demand.luca}/accept/`, { token: luca });
      const francesca = await tokenFor(server, FRANCESCA);
      await api(`invitations/received/${demand.francesca}/accept/`, { token: francesca });
    }
    expect(before).toEqual({ giulia: 2, luca: 2 });
    expect(await statementsOf(path, tokens.giulia)).toBe(2);
    expect(await statementsOf(path, luca)).toBe(2);
  });
});

describe('the values of a read statement travel as data', () => {
  // On PGlite they are written into EXECUTE as literals: quotes, backslashes and the rest.
  it.each([
    "O'Brien'); delete from demands; --",
    "\\'; drop table users; --",
    '50% _di_ sconto \\ barra',
    'Àccènti “virgolette” 🧑‍⚖️',
  ])('a search for %s finds that demand and only it', async (text) => {
    const all = async () =>
      (await api('demands/?page_size=100', { token: tokens.giulia })).body.count as number;
    const before = await all();
    const demand = await setup({ activity: text });
    await setup({ activity: 'Udienza di prova' });
    const query = `demands/?search=${encodeURIComponent(text)}`;
    const found = await api(query, { token: tokens.giulia });
    expect(found.status).toBe(200);
    expect(found.body.results.map((d: { id: number }) => d.id)).toEqual([demand.demand.id]);
    expect(found.body.results[0].activity).toBe(text);
    const invited = await api(`invitations/received/?search=${encodeURIComponent(text)}`, {
      token: tokens.luca,
    });
    expect(invited.body.results.map((i: { id: number }) => i.id)).toEqual([demand.luca]);
    expect(await all()).toBe(before + 2);
    // On PGlite (one session) the reads ran as EXECUTE of a prepared statement, the payload
    // written as a literal; PostgreSQL binds it as a parameter of a named statement.
    const prepared = await queryRows<{ name: string }>(
      server.database.db,
      sql`select name from pg_prepared_statements`,
    );
    if (server.database.driver === 'pglite') expect(prepared.length).toBeGreaterThan(0);
  });
});
