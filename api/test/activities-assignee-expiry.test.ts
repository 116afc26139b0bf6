import {
  DAVIDE,
  DEMAND_KEYS,
  FRANCESCA,
  GIULIA,
  HOUR,
  LUCA,
  candidateIdFor,
  candidatesOf,
  demandBody,
  demandRow,
  expectMasked,
  officeId,
  tokenFor,
} from './helpers/activities';
import type { Api } from './helpers/http';
import { client } from './helpers/http';
import type { TestServer } from './helpers/server';
import { startTestServer } from './helpers/server';

let server: TestServer;
let api: Api;
let tribunaleRoma: number;
let giulia: string;
let luca: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.baseUrl);
  tribunaleRoma = await officeId(server, 'Tribunale di Roma');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  giulia = await tokenFor(server, GIULIA);
  luca = await tokenFor(server, LUCA);
});

async function create(overrides: object = {}, token = giulia) {
  const res = await api('demands/', { token, body: demandBody(server, tribunaleRoma, overrides) });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A fresh demand of Giulia in Roma and the invitation id of each Roma colleague. */
async function setup(overrides: object = {}) {
  const demand = await create(overrides);
  return {
    demand,
    luca: await candidateIdFor(server, demand.id, LUCA),
    francesca: await candidateIdFor(server, demand.id, FRANCESCA),
    davide: await candidateIdFor(server, demand.id, DAVIDE),
  };
}

const invitation = (id: number, token = luca) => api(`invitations/received/${id}/`, { token });

describe('received-demands/', () => {
  it('shows the assignee the demand with the requester visible; conclude; delete once paid', async () => {
    const ids = await setup();
    await api(`invitations/received/${ids.luca}/accept/`, { token: luca });
    await api(`demands/${ids.demand.id}/invitations/${ids.luca}/assign/`, { token: giulia });
    const francesca = await tokenFor(server, FRANCESCA);
    const path = `received-demands/${ids.demand.id}/`;
    expect((await api(path, { token: francesca })).status).toBe(404);
    expect((await api(`${path}completed/`, { token: francesca })).status).toBe(404);
    expect((await api(`${path}completed/`, { token: giulia })).status).toBe(404);

    const list = await api('received-demands/?status=ASSIGNED', { token: luca });
    expect(list.body.count).toBe(2);
    const item = list.body.results.find((d: { id: number }) => d.id === ids.demand.id);
    expect(Object.keys(item).sort()).toEqual([...DEMAND_KEYS].sort());
    expect(item).toMatchObject({
      status: 'ASSIGNED',
      active_candidates: [],
      assigned_candidate: { id: ids.luca, user: { email: LUCA } },
      user: { email: GIULIA, phone: '3331234567', masked: false, last_name: 'Bianchi' },
    });

    const early = await api(path, { method: 'DELETE', token: luca });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ detail: 'Puoi eliminare solo le attività già pagate.' });
    const done = await api(`${path}completed/`, { token: luca });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('COMPLETED');
    const again = await api(`${path}completed/`, { token: luca });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: 'La richiesta è già stata conclusa.' });
    await api(`demands/${ids.demand.id}/paid/`, { token: giulia });
    expect((await api('received-demands/?status=PAID', { token: luca })).body.count).toBe(2);
    expect((await api(path, { method: 'DELETE', token: luca })).status).toBe(204);
    expect((await api(path, { token: luca })).status).toBe(404);
    expect((await api('received-demands/?status=PAID', { token: luca })).body.count).toBe(1);
    // Soft delete for the assignee only: the requester still has it.
    const requester = await api(`demands/${ids.demand.id}/`, { token: giulia });
    expect(requester.body).toMatchObject({ status: 'PAID', deleted: false });
  });

  it('searches and refuses unknown filters', async () => {
    const res = await api('received-demands/?search=deposito', { token: luca });
    expect(res.body.count).toBe(1);
    expect(res.body.results[0]).toMatchObject({ activity: 'Deposito atti', status: 'PAID' });
    expect((await api('received-demands/?status=PENDING', { token: luca })).status).toBe(400);
  });
});

describe('expiry', () => {
  it('expires PENDING demands on read once their datetime passed; candidates DEAD', async () => {
    const ids = await setup({
      datetime: new Date(server.clock.now().getTime() + HOUR).toISOString(),
    });
    await api(`invitations/received/${ids.luca}/accept/`, { token: luca });
    server.clock.advance(HOUR + 1000);
    const list = await api('demands/?status=EXPIRED', { token: giulia });
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
      (await api(`demands/${ids.demand.id}/`, { method: 'DELETE', token: giulia })).status,
    ).toBe(204);
  });

  it('expires before a transition too (no read in between)', async () => {
    const ids = await setup({
      datetime: new Date(server.clock.now().getTime() + 60 * 1000).toISOString(),
    });
    await api(`invitations/received/${ids.luca}/accept/`, { token: luca });
    server.clock.advance(61 * 1000);
    const res = await api(`demands/${ids.demand.id}/invitations/${ids.luca}/assign/`, {
      token: giulia,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'La richiesta non è più in attesa di assegnazione.' });
    expect((await demandRow(server, ids.demand.id)).status).toBe('EXPIRED');
  });
});
