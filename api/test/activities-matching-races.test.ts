import { and, eq } from 'drizzle-orm';
import { candidates } from '../src/db/schema';
import {
  FRANCESCA,
  GIULIA,
  LUCA,
  candidateIdFor,
  candidatesOf,
  demandBody,
  demandRow,
  makeColleague,
  officeId,
  tokenFor,
} from './helpers/activities';
import { setupTestServer } from './helpers/suite';

const { server, api } = setupTestServer();

describe('invitation matching', () => {
  /** Colleagues around Torino; the requester (a Torino lawyer with skill 2) is never invited. */
  async function torino() {
    const make = (email: string, options: Partial<Parameters<typeof makeColleague>[1]>) =>
      makeColleague(server, { email, city: 'Torino', skills: [2], ...options });
    const people = {
      requester: await make('richiedente@example.com', {}),
      plain: await make('a@example.com', {}),
      city2: await make('b@example.com', { city: 'Bergamo', city2: 'Torino' }),
      elsewhere: await make('c@example.com', { city: 'Bergamo' }),
      otherSkill: await make('d@example.com', { skills: [3] }),
      accountant: await make('e@example.com', { role: 'ACCOUNTANT' }),
      trainee: await make('f@example.com', { role: 'PRACTICING' }),
      aiga: await make('g@example.com', { aiga: true }),
      certified: await make('h@example.com', { certified: true }),
      incomplete: await make('i@example.com', { complete: false }),
    };
    return people;
  }

  async function invitedBy(token: string, office: string, overrides: object = {}) {
    const res = await api('demands/', {
      token,
      body: demandBody(server, await officeId(server, office), { skill: 2, ...overrides }),
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return (await candidatesOf(server, res.body.id)).map((c) => c.email).sort();
  }

  it('invites the lawyer roles of the city (or second city) holding the skill', async () => {
    const p = await torino();
    expect(await invitedBy(p.requester.token, 'Tribunale di Torino')).toEqual(
      ['a', 'b', 'f', 'g', 'h', 'i'].map((x) => `${x}@example.com`),
    );
    // The filters: only AIGA members; only certified; priority goes to the certified ones (a
    // second city comes with a professional subscription, so b is certified too).
    expect(await invitedBy(p.requester.token, 'Tribunale di Torino', { only_aiga: true })).toEqual([
      'g@example.com',
    ]);
    for (const flag of ['only_certified', 'only_priority']) {
      expect(await invitedBy(p.requester.token, 'Tribunale di Torino', { [flag]: true })).toEqual([
        'b@example.com',
        'h@example.com',
      ]);
    }
    expect(
      await invitedBy(p.requester.token, 'Tribunale di Torino', {
        only_aiga: true,
        only_certified: true,
      }),
    ).toEqual([]);
    // Another city: only its colleagues (Bergamo: b lives there, c too; b's second city is Torino).
    expect(await invitedBy(p.requester.token, 'Tribunale di Bergamo')).toEqual([
      'b@example.com',
      'c@example.com',
    ]);
  });

  it('registry errands (CHANCELLERY) go to every colleague of the family in the city', async () => {
    const p = await torino();
    expect(
      await invitedBy(p.requester.token, 'Tribunale di Torino', { type: 'CHANCELLERY' }),
    ).toEqual(
      // Sara Romano (seeded QUALIFIED in Torino, no skills) too; never the accountant.
      ['a', 'abilitato', 'b', 'd', 'f', 'g', 'h', 'i']
        .map((x) => (x === 'abilitato' ? 'abilitato@demo.colleghi.it' : `${x}@example.com`))
        .sort(),
    );
    const accountant = await makeColleague(server, {
      email: 'commercialista.torino@example.com',
      role: 'ACCOUNTANT',
      city: 'Torino',
    });
    const taxCourt = 'Corte di giustizia tributaria di primo grado di Torino';
    expect(await invitedBy(accountant.token, taxCourt, { type: 'CHANCELLERY' })).toEqual([
      'e@example.com',
    ]);
    expect(await invitedBy(accountant.token, taxCourt)).toEqual(['e@example.com']);
  });
});

describe('races: two concurrent transitions, exactly one winner', () => {
  async function freshDemand() {
    const giulia = await tokenFor(server, GIULIA);
    const res = await api('demands/', {
      token: giulia,
      body: demandBody(server, await officeId(server, 'Tribunale di Roma')),
    });
    const id: number = res.body.id;
    return {
      id,
      giulia,
      luca: await tokenFor(server, LUCA),
      francesca: await tokenFor(server, FRANCESCA),
      lucaCandidate: await candidateIdFor(server, id, LUCA),
      francescaCandidate: await candidateIdFor(server, id, FRANCESCA),
    };
  }

  async function bothAccepted() {
    const d = await freshDemand();
    await api(`invitations/received/${d.lucaCandidate}/accept/`, { token: d.luca });
    await api(`invitations/received/${d.francescaCandidate}/accept/`, { token: d.francesca });
    return d;
  }

  const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();

  it('two assigns of different candidates', async () => {
    for (let round = 0; round < 3; round += 1) {
      const d = await bothAccepted();
      const responses = await Promise.all(
        [d.lucaCandidate, d.francescaCandidate].map((c) =>
          api(`demands/${d.id}/invitations/${c}/assign/`, { token: d.giulia }),
        ),
      );
      expect(statuses(responses)).toEqual([200, 400]);
      const loser = responses.find((r) => r.status === 400);
      expect(loser?.body).toEqual({ detail: 'La richiesta non è più in attesa di assegnazione.' });
      const winner = responses.find((r) => r.status === 200)?.body;
      const row = await demandRow(server, d.id);
      expect(row.status).toBe('ASSIGNED');
      expect(row.assigneeId).toBe(winner.assigned_candidate.user.id);
      const accepted = await server.database.db
        .select()
        .from(candidates)
        .where(and(eq(candidates.demandId, d.id), eq(candidates.status, 'ACCEPTED')));
      expect(accepted.map((c) => c.userId)).toEqual([row.assigneeId]);
    }
  });

  it('two accepts of one invitation, and accept against reject', async () => {
    const d = await freshDemand();
    const accept = () => api(`invitations/received/${d.lucaCandidate}/accept/`, { token: d.luca });
    const twice = await Promise.all([accept(), accept()]);
    expect(statuses(twice)).toEqual([200, 400]);
    expect(twice.find((r) => r.status === 400)?.body).toEqual({
      detail: 'Hai già risposto a questo invito.',
    });
    const [mixedA, mixedB] = await Promise.all([
      api(`invitations/received/${d.francescaCandidate}/accept/`, { token: d.francesca }),
      api(`invitations/received/${d.francescaCandidate}/reject/`, { token: d.francesca }),
    ]);
    expect(statuses([mixedA, mixedB])).toEqual([200, 400]);
    const winner = mixedA.status === 200 ? mixedA : mixedB;
    const stored = (await candidatesOf(server, d.id)).find((c) => c.email === FRANCESCA);
    expect(stored?.status).toBe(winner.body.status);
  });

  it('accept against assignment: the late accept loses or its candidate dies', async () => {
    const d = await freshDemand();
    await api(`invitations/received/${d.lucaCandidate}/accept/`, { token: d.luca });
    const [assign, accept] = await Promise.all([
      api(`demands/${d.id}/invitations/${d.lucaCandidate}/assign/`, { token: d.giulia }),
      api(`invitations/received/${d.francescaCandidate}/accept/`, { token: d.francesca }),
    ]);
    expect(assign.status).toBe(200);
    expect([200, 400]).toContain(accept.status);
    const rows = await candidatesOf(server, d.id);
    // Whatever the order, after the assignment only the assignee is ACCEPTED.
    expect(rows.filter((c) => c.status === 'ACCEPTED').map((c) => c.email)).toEqual([LUCA]);
  });

  it('two completes, two paids, two annuls', async () => {
    const d = await bothAccepted();
    await api(`demands/${d.id}/invitations/${d.lucaCandidate}/assign/`, { token: d.giulia });
    const completes = await Promise.all(
      [1, 2].map(() => api(`received-demands/${d.id}/completed/`, { token: d.luca })),
    );
    expect(statuses(completes)).toEqual([200, 400]);
    expect((await demandRow(server, d.id)).status).toBe('COMPLETED');
    const paids = await Promise.all(
      [1, 2].map(() => api(`demands/${d.id}/paid/`, { token: d.giulia })),
    );
    expect(statuses(paids)).toEqual([200, 400]);
    expect((await demandRow(server, d.id)).status).toBe('PAID');

    const e = await bothAccepted();
    const annuls = await Promise.all(
      [1, 2].map(() => api(`demands/${e.id}/annulled/`, { token: e.giulia })),
    );
    expect(statuses(annuls)).toEqual([200, 400]);
    expect((await candidatesOf(server, e.id)).every((c) => c.status === 'DEAD')).toBe(true);
  });

  it('annul against assign: one wins and the candidates match the winner', async () => {
    const d = await bothAccepted();
    const [annul, assign] = await Promise.all([
      api(`demands/${d.id}/annulled/`, { token: d.giulia }),
      api(`demands/${d.id}/invitations/${d.lucaCandidate}/assign/`, { token: d.giulia }),
    ]);
    expect(statuses([annul, assign])).toEqual([200, 400]);
    const row = await demandRow(server, d.id);
    const rows = await candidatesOf(server, d.id);
    if (row.status === 'ANNULLED') {
      expect(rows.every((c) => c.status === 'DEAD')).toBe(true);
      expect(row.assigneeId).toBeNull();
    } else {
      expect(row.status).toBe('ASSIGNED');
      expect(rows.filter((c) => c.status === 'ACCEPTED').map((c) => c.email)).toEqual([LUCA]);
    }
  });
});
