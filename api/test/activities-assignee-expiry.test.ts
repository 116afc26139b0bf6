import {
  DEMAND_KEYS,
  FRANCESCA,
  GIULIA,
  HOUR,
  LUCA,
  candidatesOf,
  demandRow,
  expectMasked,
  tokenFor,
} from './helpers/activities';
import { setupDemandSuite } from './helpers/demand-suite';

const { server, api, tokens, setup, invitation } = setupDemandSuite();

describe('received-demands/', () => {
  it('shows the assignee the demand with the requester visible; conclude; delete once paid', async () => {
    const ids = await setup();
    await api(`invitations/received/${ids.luca}/accept/`, { token: tokens.luca });
    await api(`demands/${ids.demand.id}/invitations/${ids.luca}/assign/`, { token: tokens.giulia });
    const francesca = await tokenFor(server, FRANCESCA);
    const path = `received-demands/${ids.demand.id}/`;
    expect((await api(path, { token: francesca })).status).toBe(404);
    expect((await api(`${path}completed/`, { token: francesca })).status).toBe(404);
    expect((await api(`${path}completed/`, { token: tokens.giulia })).status).toBe(404);

    const list = await api('received-demands/?status=ASSIGNED', { token: tokens.luca });
    expect(list.body.count).toBe(2);
    const item = list.body.results.find((d: { id: number }) => d.id === ids.demand.id);
    expect(Object.keys(item).sort()).toEqual([...DEMAND_KEYS].sort());
    expect(item).toMatchObject({
      status: 'ASSIGNED',
      active_candidates: [],
      assigned_candidate: { id: ids.luca, user: { email: LUCA } },
      user: { email: GIULIA, phone: '3331234567', masked: false, last_name: 'Bianchi' },
    });

    const early = await api(path, { method: 'DELETE', token: tokens.luca });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ detail: 'Puoi eliminare solo le attività già pagate.' });
    const done = await api(`${path}completed/`, { token: tokens.luca });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('COMPLETED');
    const again = await api(`${path}completed/`, { token: tokens.luca });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: 'La richiesta è già stata conclusa.' });
    await api(`demands/${ids.demand.id}/paid/`, { token: tokens.giulia });
    expect((await api('received-demands/?status=PAID', { token: tokens.luca })).body.count).toBe(2);
    expect((await api(path, { method: 'DELETE', token: tokens.luca })).status).toBe(204);
    expect((await api(path, { token: tokens.luca })).status).toBe(404);
    expect((await api('received-demands/?status=PAID', { token: tokens.luca })).body.count).toBe(1);
    // Soft delete for the assignee only: the requester still has it.
    const requester = await api(`demands/${ids.demand.id}/`, { token: tokens.giulia });
    expect(requester.body).toMatchObject({ status: 'PAID', deleted: false });
  });

  it('searches and refuses unknown filters', async () => {
    const res = await api('received-demands/?search=deposito', { token: tokens.luca });
    expect(res.body.count).toBe(1);
    expect(res.body.results[0]).toMatchObject({ activity: 'Deposito atti', status: 'PAID' });
    expect((await api('received-demands/?status=PENDING', { token: tokens.luca })).status).toBe(
      400,
    );
  });
});

describe('expiry', () => {
  it('expires PENDING demands on read once their datetime passed; candidates DEAD', async () => {
    const ids = await setup({
      datetime: new Date(server.clock.now().getTime() + HOUR).toISOString(),
    });
    await api(`invitations/received/${ids.luca}/accept/`, { token: tokens.luca });
    server.clock.advance(HOUR + 1000);
    const list = await api('demands/?status=EXPIRED', { token: tokens.giulia });
    expect(list.body.results.map((d: { id: number }) => d.id)).toContain(ids.demand.id);
    expect((await candidatesOf(server, ids.demand.id)).map((c) => c.status)).toEqual([
      'DEAD',
      'DEAD',
      'DEAD',
    ]);
    const mine = await invitation(ids.luca);
    expect(mine.body).toMatchObject({ status: 'DEAD', demand: { status: 'EXPIRED' } });
    expectMasked(mine.body.demand.user);
    const francesca = await tokenFor(server, FRANCESCA);
    const late = await api(`invitations/received/${ids.francesca}/accept/`, { token: francesca });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ detail: 'La richiesta non è più in attesa di assegnazione.' });
    expect(
      (await api(`demands/${ids.demand.id}/`, { method: 'DELETE', token: tokens.giulia })).status,
    ).toBe(204);
  });

  it('expires before a transition too (no read in between)', async () => {
    const ids = await setup({
      datetime: new Date(server.clock.now().getTime() + 60 * 1000).toISOString(),
    });
    await api(`invitations/received/${ids.luca}/accept/`, { token: tokens.luca });
    server.clock.advance(61 * 1000);
    const res = await api(`demands/${ids.demand.id}/invitations/${ids.luca}/assign/`, {
      token: tokens.giulia,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'La richiesta non è più in attesa di assegnazione.' });
    expect((await demandRow(server, ids.demand.id)).status).toBe('EXPIRED');
  });
});
