import {
  CANDIDATE_KEYS,
  DAVIDE,
  DEMAND_KEYS,
  FRANCESCA,
  GIULIA,
  LUCA,
  PARTY_LAWFIRM_KEYS,
  candidateIdFor,
  candidatesOf,
  expectMasked,
  tokenFor,
} from './helpers/activities';
import { setupDemandSuite } from './helpers/demand-suite';

const { server, api, tokens, setup, invitation } = setupDemandSuite();

describe('invitations/received/', () => {
  it('masks the requester of a PENDING invitation, unmasks after ACCEPTED', async () => {
    const { demand, luca: id } = await setup();
    const before = await invitation(id);
    expect(before.status).toBe(200);
    expect(Object.keys(before.body).sort()).toEqual([...CANDIDATE_KEYS, 'demand'].sort());
    expect(Object.keys(before.body.demand).sort()).toEqual([...DEMAND_KEYS].sort());
    expect(Object.keys(before.body.demand.user.profile.lawfirm).sort()).toEqual(
      [...PARTY_LAWFIRM_KEYS].sort(),
    );
    expect(before.body).toMatchObject({
      id,
      status: 'PENDING',
      deleted: false,
      user: { email: LUCA, masked: false },
      demand: { id: demand.id, status: 'PENDING', active_candidates: [], assigned_candidate: null },
    });
    expectMasked(before.body.demand.user);
    const list = await api('invitations/received/?status=PENDING', { token: tokens.luca });
    const listed = list.body.results.find((i: { id: number }) => i.id === id);
    expectMasked(listed.demand.user);

    const accepted = await api(`invitations/received/${id}/accept/`, { token: tokens.luca });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('ACCEPTED');
    expect(accepted.body.demand.user).toMatchObject({
      last_name: 'Bianchi',
      email: GIULIA,
      phone: '3331234567',
      masked: false,
      profile: { city: { name: 'Milano' }, lawfirm: { address: 'Via Durini 12' } },
    });
    // The requester sees the accepted candidate's contacts.
    const mine = await api(`demands/${demand.id}/`, { token: tokens.giulia });
    expect(mine.body.active_candidates).toEqual([
      expect.objectContaining({
        id,
        status: 'ACCEPTED',
        user: expect.objectContaining({ email: LUCA, phone: '3331234572', masked: false }),
      }),
    ]);
  });

  it('masks again when the invitation is REJECTED or DEAD', async () => {
    const ids = await setup();
    const francesca = await tokenFor(server, FRANCESCA);
    await api(`invitations/received/${ids.luca}/accept/`, { token: tokens.luca });
    await api(`invitations/received/${ids.francesca}/accept/`, { token: francesca });
    const davide = await tokenFor(server, DAVIDE);
    const rejected = await api(`invitations/received/${ids.davide}/reject/`, { token: davide });
    expect(rejected.body.status).toBe('REJECTED');
    expectMasked(rejected.body.demand.user);
    await api(`demands/${ids.demand.id}/invitations/${ids.luca}/assign/`, { token: tokens.giulia });
    const dead = await invitation(ids.francesca, francesca);
    expect(dead.body.status).toBe('DEAD');
    expectMasked(dead.body.demand.user);
    expect(dead.body.demand.assigned_candidate).toBeNull();
    const winner = await invitation(ids.luca);
    expect(winner.body.demand.user.masked).toBe(false);
    expect(winner.body.demand.assigned_candidate).toMatchObject({ id: ids.luca });
  });

  it('lets only the invited colleague answer, once, while both are PENDING', async () => {
    const ids = await setup();
    const francesca = await tokenFor(server, FRANCESCA);
    for (const action of ['', 'accept/', 'reject/']) {
      const res = await api(`invitations/received/${ids.luca}/${action}`, { token: francesca });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Non trovato.' });
    }
    expect(
      (await api(`invitations/received/${ids.luca}/accept/`, { token: tokens.giulia })).status,
    ).toBe(404);
    const del = await api(`invitations/received/${ids.luca}/`, {
      method: 'DELETE',
      token: tokens.giulia,
    });
    expect(del.status).toBe(404);
    expect(
      (await api(`invitations/received/${ids.luca}/accept/`, { token: tokens.luca })).status,
    ).toBe(200);
    for (const action of ['accept', 'reject']) {
      const res = await api(`invitations/received/${ids.luca}/${action}/`, { token: tokens.luca });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Hai già risposto a questo invito.' });
    }
  });

  it('refuses to accept with an incomplete profile (reject is fine)', async () => {
    const ids = await setup();
    const davide = await tokenFor(server, DAVIDE);
    const res = await api(`invitations/received/${ids.davide}/accept/`, { token: davide });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Completa il tuo Profilo!', code: 'profile_incomplete' });
    expect(
      (await candidatesOf(server, ids.demand.id)).find((c) => c.email === DAVIDE)?.status,
    ).toBe('PENDING');
    expect(
      (await api(`invitations/received/${ids.davide}/reject/`, { token: davide })).status,
    ).toBe(200);
  });

  it('soft-deletes an invitation once rejected, dead or the demand moved on', async () => {
    const ids = await setup();
    const del = (id: number, token = tokens.luca) =>
      api(`invitations/received/${id}/`, { method: 'DELETE', token });
    const early = await del(ids.luca);
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      detail:
        "Puoi eliminare l'invito solo dopo averlo rifiutato o quando la richiesta non è più in attesa.",
    });
    await api(`invitations/received/${ids.luca}/reject/`, { token: tokens.luca });
    expect((await del(ids.luca)).status).toBe(204);
    expect((await invitation(ids.luca)).status).toBe(404);
    expect((await del(ids.luca)).status).toBe(404);
    const all = await api('invitations/received/?page_size=100', { token: tokens.luca });
    expect(all.body.results.map((i: { id: number }) => i.id)).not.toContain(ids.luca);
    // The requester's demand is untouched.
    expect((await api(`demands/${ids.demand.id}/`, { token: tokens.giulia })).status).toBe(200);
    // Accepted on a demand that got annulled: deletable.
    const other = await setup();
    await api(`invitations/received/${other.luca}/accept/`, { token: tokens.luca });
    expect((await del(other.luca)).status).toBe(400);
    await api(`demands/${other.demand.id}/annulled/`, { token: tokens.giulia });
    expect((await del(other.luca)).status).toBe(204);
  });

  it('filters by tab (disjoint) and searches', async () => {
    const count = async (query: string) =>
      (await api(`invitations/received/${query}`, { token: tokens.luca })).body.count;
    // Seeded: Nuove 1, In attesa 1, Rifiutate 1, Non più disponibili 2, plus 3 assigned to him.
    expect(await count('')).toBe(8);
    expect(await count('?status=PENDING')).toBe(1);
    expect(await count('?status=ACCEPTED')).toBe(1);
    expect(await count('?status=REJECTED')).toBe(1);
    expect(await count('?status=DEAD')).toBe(2);
    expect(await count('?search=ritiro')).toBe(1);
    const { luca: id, demand } = await setup();
    expect(await count('?status=PENDING')).toBe(2);
    const francesca = await tokenFor(server, FRANCESCA);
    await api(
      `invitations/received/${await candidateIdFor(server, demand.id, FRANCESCA)}/accept/`,
      {
        token: francesca,
      },
    );
    await api(
      `demands/${demand.id}/invitations/${await candidateIdFor(server, demand.id, FRANCESCA)}/assign/`,
      { token: tokens.giulia },
    );
    // Assigned to someone else: Luca's invitation is DEAD, "Non più disponibili".
    expect(await count('?status=PENDING')).toBe(1);
    expect(await count('?status=DEAD')).toBe(3);
    expect((await invitation(id)).body.status).toBe('DEAD');
    const bad = await api('invitations/received/?status=ASSIGNED', { token: tokens.luca });
    expect(bad.body).toEqual({ status: ['Seleziona un valore valido.'] });
  });
});
