import { eq } from 'drizzle-orm';
import { candidates, demands } from '../src/db/schema';
import { MSG } from '../src/lib/messages';
import { expireOverdueDemands, isOverdue } from '../src/services/activities/expiry';
import { FRANCESCA, HOUR, demandRow, expectMasked, tokenFor } from './helpers/activities';
import { setupDemandSuite } from './helpers/demand-suite';
import { databaseFingerprint } from './helpers/fingerprint';

// The periodic sweep is off here: only the requests below may touch the database.
const { server, api, tokens, setup, invitation } = setupDemandSuite({ expirySweepMs: 0 });

/** The stored statuses, as written (not as the API reads them). */
async function storedStatuses(demandId: number) {
  const [demand] = await server.database.db
    .select({ status: demands.status })
    .from(demands)
    .where(eq(demands.id, demandId));
  const rows = await server.database.db
    .select({ status: candidates.status })
    .from(candidates)
    .where(eq(candidates.demandId, demandId))
    .orderBy(candidates.id);
  return { demand: demand.status, candidates: rows.map((row) => row.status) };
}

/**
 * A demand an hour from now that Luca accepted, then the clock an hour and a second later (both
 * sessions used once at that time).
 */
async function overdueDemand() {
  const ids = await setup({
    datetime: new Date(server.clock.now().getTime() + HOUR).toISOString(),
  });
  expect(
    (await api(`invitations/received/${ids.luca}/accept/`, { token: tokens.luca })).status,
  ).toBe(200);
  server.clock.advance(HOUR + 1000);
  // Each session records its use at most once an hour (session expiry): the two keys do it
  // here, at the new time, so the reads below are all that is measured.
  for (const token of [tokens.giulia, tokens.luca]) {
    expect((await api('users/me/', { token })).status).toBe(200);
  }
  return ids;
}

/** Everything the requester and the invited colleague can read about the demand. */
async function readEverything(demandId: number, lucaInvitation: number) {
  const get = async (path: string, token: string) => {
    const res = await api(path, { token });
    expect(res.status).toBe(200);
    return res.body;
  };
  return {
    list: await get('demands/', tokens.giulia),
    expired: await get('demands/?status=EXPIRED', tokens.giulia),
    pending: await get('demands/?status=PENDING', tokens.giulia),
    detail: await get(`demands/${demandId}/`, tokens.giulia),
    invitations: await get('invitations/received/', tokens.luca),
    dead: await get('invitations/received/?status=DEAD', tokens.luca),
    accepted: await get('invitations/received/?status=ACCEPTED', tokens.luca),
    invitation: await get(`invitations/received/${lucaInvitation}/`, tokens.luca),
    received: await get('received-demands/', tokens.luca),
    giuliaDashboard: await get('dashboard/', tokens.giulia),
    lucaDashboard: await get('dashboard/', tokens.luca),
  };
}

const ids = (page: { results: { id: number }[] }) => page.results.map((item) => item.id);

describe('reading never writes', () => {
  it('reads a PENDING demand past its datetime as EXPIRED, its candidates DEAD, writing nothing', async () => {
    const demand = await overdueDemand();
    const before = await databaseFingerprint(server.database);
    const read = await readEverything(demand.demand.id, demand.luca);
    expect(await databaseFingerprint(server.database)).toEqual(before);
    expect(await storedStatuses(demand.demand.id)).toEqual({
      demand: 'PENDING',
      candidates: ['ACCEPTED', 'PENDING', 'PENDING'],
    });

    // The requester: EXPIRED in every list, filter and detail, no active candidate left.
    const listed = read.list.results.find((d: { id: number }) => d.id === demand.demand.id);
    expect(listed).toMatchObject({
      status: 'EXPIRED',
      active_candidates: [],
      can_be_delayed: false,
    });
    expect(ids(read.expired)).toContain(demand.demand.id);
    expect(ids(read.pending)).not.toContain(demand.demand.id);
    expect(read.detail).toEqual(listed);
    expect(read.giuliaDashboard.demands.map((d: { id: number }) => d.id)).not.toContain(
      demand.demand.id,
    );
    // The colleague: DEAD, under "Non più disponibili", with the requester masked again.
    expect(read.invitation).toMatchObject({ status: 'DEAD', demand: { status: 'EXPIRED' } });
    expectMasked(read.invitation.demand.user);
    expect(ids(read.dead)).toContain(demand.luca);
    expect(ids(read.accepted)).not.toContain(demand.luca);
    expect(read.invitations.results.find((i: { id: number }) => i.id === demand.luca)).toEqual(
      read.invitation,
    );
    expect(read.lucaDashboard.candidates.map((c: { id: number }) => c.id)).not.toContain(
      demand.luca,
    );
  });

  it('the sweep persists the expiry once, and nothing visible changes', async () => {
    const demand = await overdueDemand();
    const before = await readEverything(demand.demand.id, demand.luca);
    const overdue = await server.database.db
      .select({ id: demands.id })
      .from(demands)
      .where(isOverdue(server.clock.now()));
    expect(overdue.map((row) => row.id)).toContain(demand.demand.id);
    // Three at once (as from three processes): each overdue demand expires exactly once.
    const counts = await Promise.all(
      [1, 2, 3].map(() => expireOverdueDemands(server.database.db, server.clock.now())),
    );
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(overdue.length);
    expect(await storedStatuses(demand.demand.id)).toEqual({
      demand: 'EXPIRED',
      candidates: ['DEAD', 'DEAD', 'DEAD'],
    });
    const persisted = await databaseFingerprint(server.database);
    expect(await expireOverdueDemands(server.database.db, server.clock.now())).toBe(0);
    expect(await databaseFingerprint(server.database)).toEqual(persisted);
    expect(await readEverything(demand.demand.id, demand.luca)).toEqual(before);
  });

  it('leaves a demand whose datetime has not passed alone', async () => {
    const demand = await setup({
      datetime: new Date(server.clock.now().getTime() + HOUR).toISOString(),
    });
    server.clock.advance(HOUR - 1000);
    expect(await expireOverdueDemands(server.database.db, server.clock.now())).toBe(0);
    const detail = await api(`demands/${demand.demand.id}/`, { token: tokens.giulia });
    expect(detail.body.status).toBe('PENDING');
    expect((await invitation(demand.luca)).body.status).toBe('PENDING');
  });
});

describe('transitions on a demand read as expired', () => {
  it('refuses to answer, assign or annul, and persists the expiry', async () => {
    // Within the 2-minute cancel window still: the answer is "no longer pending".
    const demand = await setup({
      datetime: new Date(server.clock.now().getTime() + 60 * 1000).toISOString(),
    });
    await api(`invitations/received/${demand.luca}/accept/`, { token: tokens.luca });
    server.clock.advance(61 * 1000);
    const francesca = await tokenFor(server, FRANCESCA);
    const refused = [
      await api(`invitations/received/${demand.francesca}/accept/`, { token: francesca }),
      await api(`invitations/received/${demand.francesca}/reject/`, { token: francesca }),
      await api(`demands/${demand.demand.id}/invitations/${demand.luca}/assign/`, {
        token: tokens.giulia,
      }),
      await api(`demands/${demand.demand.id}/annulled/`, { token: tokens.giulia }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: MSG.demandNotPending });
    }
    expect(await storedStatuses(demand.demand.id)).toEqual({
      demand: 'EXPIRED',
      candidates: ['DEAD', 'DEAD', 'DEAD'],
    });
    expect((await demandRow(server, demand.demand.id)).assigneeId).toBeNull();
  });

  it('lets the colleague delete the dead invitation and the requester stop the search', async () => {
    const demand = await overdueDemand();
    const stop = await api(`demands/${demand.demand.id}/`, {
      method: 'PUT',
      token: tokens.giulia,
      body: { is_delayed: false },
    });
    expect(stop.status).toBe(200);
    expect(stop.body).toMatchObject({
      status: 'EXPIRED',
      is_delayed: false,
      active_candidates: [],
    });
    const deleted = await api(`invitations/received/${demand.luca}/`, {
      method: 'DELETE',
      token: tokens.luca,
    });
    expect(deleted.status).toBe(204);
  });
});
