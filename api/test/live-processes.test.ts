import { sql } from 'drizzle-orm';
import { GIULIA, LUCA, demandBody, officeId } from './helpers/activities';
import { client } from './helpers/http';
import { describeOnPostgres, startPeer } from './helpers/peers';
import type { Peer } from './helpers/peers';
import { openStream } from './helpers/sse';
import type { OpenStream, StreamEvent } from './helpers/sse';
import { setupTestServer, setupTokens } from './helpers/suite';

// The event stream across two API processes on one PostgreSQL: a write on one reaches the
// streams held by the other (LISTEN/NOTIFY), each stream its own user's only.

// The peer reads them from its environment: revoked keys are looked for often.
process.env.LIVE_SESSION_CHECK_MS = '200';

const { server, api } = setupTestServer({ live: { sessionCheckMs: 200 } });
const tokens = setupTokens(server, { giulia: GIULIA, luca: LUCA });
const open: OpenStream[] = [];
let peer: Peer | null = null;
let tribunaleRoma: number;

describeOnPostgres('live events across processes', () => {
  beforeAll(async () => {
    peer = await startPeer(server);
    tribunaleRoma = await officeId(server, 'Tribunale di Roma');
  });
  afterAll(() => peer?.close());
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });

  const onPeer = async (token: string, lastEventId?: number) => {
    if (!peer) throw new Error('no peer');
    const stream = await openStream(peer.baseUrl, token, lastEventId);
    open.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };

  /** Giulia asks for an activity on this process (A); Luca is among the invited. */
  async function createDemandOnA() {
    const res = await api('demands/', {
      token: tokens.giulia,
      body: demandBody(server, tribunaleRoma, { activity: 'Udienza di trattazione' }),
    });
    expect(res.status).toBe(201);
    return res.body as { id: number };
  }
  const demandEvent = (id: number) => (e: StreamEvent) =>
    e.event === 'demand' && e.data.demand_id === id;

  it('a write on process A reaches the streams on process B, each its own user only', async () => {
    const luca = await onPeer(tokens.luca);
    const giulia = await onPeer(tokens.giulia);
    const marcoKey = (
      await api('auth/login/', {
        body: { email: 'stabilito@demo.colleghi.it', password: 'Colleghi2026' },
      })
    ).body.key as string;
    const marco = await onPeer(marcoKey);
    const demand = await createDemandOnA();
    await luca.waitFor(demandEvent(demand.id));
    const bell = await luca.waitFor((e) => e.event === 'notification');
    await giulia.waitFor(demandEvent(demand.id));
    // Giulia is not notified of her own demand; Marco (another city) hears nothing at all.
    await new Promise((done) => setTimeout(done, 500));
    expect(giulia.events.some((e) => e.event === 'notification')).toBe(false);
    expect(marco.events).toEqual([]);
    const [feed] = (await api('notifications/', { token: tokens.luca })).body.results;
    expect(bell.data).toEqual({ notification_id: feed.id });
  });

  it('Last-Event-ID on B resends what A wrote while the client was away', async () => {
    const first = await onPeer(tokens.luca);
    const one = await createDemandOnA();
    const seen = await first.waitFor(demandEvent(one.id));
    first.close();
    const two = await createDemandOnA();
    const again = await onPeer(tokens.luca, seen.id);
    await again.waitFor(demandEvent(two.id));
    expect(again.events.some(demandEvent(one.id))).toBe(false);
  });

  it('a key revoked on A ends its stream on B', async () => {
    const giulia = await onPeer(tokens.giulia);
    const out = await client(server.baseUrl)('auth/logout/', {
      token: tokens.giulia,
      method: 'POST',
    });
    expect(out.status).toBe(200);
    await giulia.ended;
  });

  it('LISTEN connections cut by the server come back; the streams catch up', async () => {
    const onB = await onPeer(tokens.luca);
    const onA = await openStream(server.baseUrl, tokens.luca);
    open.push(onA);
    await server.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%'`,
    );
    const demand = await createDemandOnA();
    await onB.waitFor(demandEvent(demand.id), 10_000);
    await onA.waitFor(demandEvent(demand.id), 10_000);
  });
});
