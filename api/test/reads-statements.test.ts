import { FRANCESCA, HOUR, tokenFor } from './helpers/activities';
import { setupDemandSuite } from './helpers/demand-suite';

const { server, api, tokens, setup } = setupDemandSuite({ expirySweepMs: 0 });

/** Counts the statements the database client receives while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  type Query = (...args: unknown[]) => Promise<unknown>;
  const client = (server.database.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query;
  let count = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return count;
}

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
  return statementsDuring(read);
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
