import {
  CANDIDATE_KEYS,
  FRANCESCA,
  LUCA,
  candidateIdFor,
  candidatesOf,
  demandRow,
  tokenFor,
} from './helpers/activities';
import { setupDemandSuite } from './helpers/demand-suite';

const REQUIRED = 'Questo campo è obbligatorio.';

const { server, api, tokens, create } = setupDemandSuite();

describe('GET/PUT/DELETE demands/{id}/', () => {
  it('shows the demand to its creator only (404 for anyone else)', async () => {
    const demand = await create();
    const mine = await api(`demands/${demand.id}/`, { token: tokens.giulia });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(demand);
    const luca = await tokenFor(server, LUCA);
    for (const path of [
      `demands/${demand.id}/`,
      `demands/${demand.id}/annulled/`,
      `demands/${demand.id}/paid/`,
      `demands/${demand.id}/invitations/${await candidateIdFor(server, demand.id, LUCA)}/assign/`,
      'demands/424242/',
      'demands/abc/',
    ]) {
      const res = await api(path, { token: luca });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Non trovato.' });
    }
    const put = await api(`demands/${demand.id}/`, {
      method: 'PUT',
      token: luca,
      body: { is_delayed: false },
    });
    expect(put.status).toBe(404);
    expect((await api(`demands/${demand.id}/`, { method: 'DELETE', token: luca })).status).toBe(
      404,
    );
    expect((await api(`demands/${demand.id}/`)).status).toBe(401);
  });

  it('PUT accepts only { is_delayed: false }', async () => {
    const demand = await create({ is_delayed: true });
    const put = (body: unknown) =>
      api(`demands/${demand.id}/`, { method: 'PUT', token: tokens.giulia, body });
    const stop = await put({ is_delayed: false });
    expect(stop.status).toBe(200);
    // Still a request whose search could widen: the notice stays, its button now disabled.
    expect(stop.body).toMatchObject({ is_delayed: false, can_be_delayed: true });
    expect((await put({ is_delayed: true })).body).toEqual({
      is_delayed: ["Puoi solo disattivare l'estensione della ricerca: invia is_delayed false."],
    });
    expect((await put({ activity: 'Altro', is_delayed: false })).body).toEqual({
      activity: ['Campo non consentito.'],
    });
    expect((await put({})).body).toEqual({ is_delayed: [REQUIRED] });
  });

  it('soft-deletes only ANNULLED, EXPIRED or PAID demands', async () => {
    const demand = await create();
    const early = await api(`demands/${demand.id}/`, { method: 'DELETE', token: tokens.giulia });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      detail: 'Puoi eliminare solo richieste annullate, scadute o pagate.',
    });
    await api(`demands/${demand.id}/annulled/`, { token: tokens.giulia });
    const del = await api(`demands/${demand.id}/`, { method: 'DELETE', token: tokens.giulia });
    expect(del.status).toBe(204);
    expect((await demandRow(server, demand.id)).deleted).toBe(true);
    expect((await api(`demands/${demand.id}/`, { token: tokens.giulia })).status).toBe(404);
    const again = await api(`demands/${demand.id}/`, { method: 'DELETE', token: tokens.giulia });
    expect(again.status).toBe(404);
    const list = await api('demands/?status=ANNULLED', { token: tokens.giulia });
    expect(list.body.results.map((d: { id: number }) => d.id)).not.toContain(demand.id);
  });
});

describe('requester transitions', () => {
  it('annuls within 2 minutes of creation; candidates become DEAD', async () => {
    const demand = await create();
    const luca = await tokenFor(server, LUCA);
    const lucaCandidate = await candidateIdFor(server, demand.id, LUCA);
    await api(`invitations/received/${lucaCandidate}/accept/`, { token: luca });
    server.clock.advance(119 * 1000);
    const res = await api(`demands/${demand.id}/annulled/`, { token: tokens.giulia });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ANNULLED', active_candidates: [] });
    expect((await candidatesOf(server, demand.id)).map((c) => c.status)).toEqual([
      'DEAD',
      'DEAD',
      'DEAD',
    ]);
    const twice = await api(`demands/${demand.id}/annulled/`, { token: tokens.giulia });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ detail: 'La richiesta non è più in attesa di assegnazione.' });
  });

  it('refuses to annul after 2 minutes (clock moved)', async () => {
    const demand = await create();
    server.clock.advance(2 * 60 * 1000);
    const res = await api(`demands/${demand.id}/annulled/`, { token: tokens.giulia });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Il tempo per annullare la richiesta è scaduto.' });
    expect((await demandRow(server, demand.id)).status).toBe('PENDING');
  });

  it('assigns an ACCEPTED candidate only; the others become DEAD, REJECTED stay', async () => {
    const demand = await create();
    const [luca, francesca, davide] = await Promise.all(
      [LUCA, FRANCESCA, 'incompleto.roma@demo.colleghi.it'].map((e) => tokenFor(server, e)),
    );
    const ids = {
      luca: await candidateIdFor(server, demand.id, LUCA),
      francesca: await candidateIdFor(server, demand.id, FRANCESCA),
      davide: await candidateIdFor(server, demand.id, 'incompleto.roma@demo.colleghi.it'),
    };
    const assign = (candidate: number, id = demand.id) =>
      api(`demands/${id}/invitations/${candidate}/assign/`, { token: tokens.giulia });

    const pending = await assign(ids.luca);
    expect(pending.status).toBe(400);
    expect(pending.body).toEqual({
      detail: 'Puoi assegnare la richiesta solo a un collega che ha dato la sua disponibilità.',
    });
    await api(`invitations/received/${ids.luca}/accept/`, { token: luca });
    await api(`invitations/received/${ids.francesca}/accept/`, { token: francesca });
    await api(`invitations/received/${ids.davide}/reject/`, { token: davide });

    const detail = await api(`demands/${demand.id}/`, { token: tokens.giulia });
    expect(detail.body.active_candidates).toHaveLength(2);
    expect(Object.keys(detail.body.active_candidates[0]).sort()).toEqual(
      [...CANDIDATE_KEYS].sort(),
    );

    const other = await create();
    expect((await assign(ids.luca, other.id)).status).toBe(404);
    expect((await assign(424242)).status).toBe(404);

    const res = await assign(ids.luca);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ASSIGNED',
      assigned_candidate: {
        id: ids.luca,
        status: 'ACCEPTED',
        user: { email: LUCA, masked: false, last_name: 'Verdi' },
      },
    });
    expect(res.body.active_candidates.map((c: { id: number }) => c.id)).toEqual([ids.luca]);
    const statuses = Object.fromEntries(
      (await candidatesOf(server, demand.id)).map((c) => [c.id, c.status]),
    );
    expect(statuses).toEqual({
      [ids.luca]: 'ACCEPTED',
      [ids.francesca]: 'DEAD',
      [ids.davide]: 'REJECTED',
    });
    const again = await assign(ids.francesca);
    expect(again.body).toEqual({ detail: 'La richiesta non è più in attesa di assegnazione.' });
  });

  it('marks a COMPLETED demand paid, and nothing else', async () => {
    const demand = await create();
    const luca = await tokenFor(server, LUCA);
    const candidate = await candidateIdFor(server, demand.id, LUCA);
    const paid = () => api(`demands/${demand.id}/paid/`, { token: tokens.giulia });
    expect((await paid()).body).toEqual({
      detail: 'Puoi segnare come pagata solo una richiesta conclusa.',
    });
    await api(`invitations/received/${candidate}/accept/`, { token: luca });
    await api(`demands/${demand.id}/invitations/${candidate}/assign/`, { token: tokens.giulia });
    expect((await paid()).status).toBe(400);
    await api(`received-demands/${demand.id}/completed/`, { token: luca });
    const res = await paid();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'PAID', assigned_candidate: { id: candidate } });
    expect((await paid()).body).toEqual({
      detail: 'La richiesta è già stata segnata come pagata.',
    });
    expect(
      (await api(`demands/${demand.id}/`, { method: 'DELETE', token: tokens.giulia })).status,
    ).toBe(204);
  });
});
