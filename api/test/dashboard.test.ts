import { eq } from 'drizzle-orm';
import { dashboardCards, profiles } from '../src/db/schema';
import {
  ACCOUNTANT,
  DAVIDE,
  DEMAND_KEYS,
  GIULIA,
  HOUR,
  LUCA,
  demandBody,
  officeId,
  userId,
} from './helpers/activities';
import { MINUTE } from './helpers/agenda';

const DAY = 24 * HOUR;
import { setupTestServer, setupTokens } from './helpers/suite';

const { server, api } = setupTestServer();
const tokens = setupTokens(server, {
  giulia: GIULIA,
  luca: LUCA,
  davide: DAVIDE,
  paolo: ACCOUNTANT,
});

const DASHBOARD_KEYS = ['events', 'cards', 'counters', 'demands', 'candidates', 'assigned_demands'];
const CARD_KEYS = [
  'id',
  'title',
  'subtitle',
  'cta',
  'link',
  'deeplink',
  'closable',
  'color_start',
  'color_end',
];
const PREVIEW_KEYS = ['id', 'user'];
const PREVIEW_USER_KEYS = ['id', 'first_name', 'last_name', 'profile'];

interface Card {
  id: number;
  title: string;
  closable: boolean;
}

async function dashboard(token: string) {
  const res = await api('dashboard/', { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function cardId(title: string): Promise<number> {
  const [row] = await server.database.db
    .select({ id: dashboardCards.id })
    .from(dashboardCards)
    .where(eq(dashboardCards.title, title));
  return row.id;
}

const titles = (cards: Card[]) => cards.map((card) => card.title);

describe('GET dashboard/', () => {
  it('needs a session', async () => {
    const res = await api('dashboard/');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Credenziali di autenticazione non fornite.' });
  });

  it('answers the contract shape with the demo lawyer’s counters and lists', async () => {
    const body = await dashboard(tokens.giulia);
    expect(Object.keys(body)).toEqual(DASHBOARD_KEYS);
    // 3 PENDING requests; 2 open candidacies on Luca's Milano requests; 1 assignment.
    expect(body.counters).toEqual({ demands: 3, candidates: 2, assigned_demands: 1 });

    expect(body.demands).toHaveLength(3);
    for (const demand of body.demands) {
      expect(Object.keys(demand).sort()).toEqual([...DEMAND_KEYS].sort());
      expect(demand.status).toBe('PENDING');
    }
    const created = body.demands.map((d: { created_at: string }) => d.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const withCandidates = body.demands.find(
      (d: { active_candidates: unknown[] }) => d.active_candidates.length > 0,
    );
    expect(withCandidates.active_candidates).toHaveLength(2);
    for (const preview of withCandidates.active_candidates) {
      expect(Object.keys(preview)).toEqual(PREVIEW_KEYS);
      expect(Object.keys(preview.user)).toEqual(PREVIEW_USER_KEYS);
      expect(Object.keys(preview.user.profile)).toEqual(['picture']);
    }
    // Accepted candidates are not masked: the requester sees their names.
    expect(withCandidates.active_candidates.map((c: { user: object }) => c.user)).toEqual([
      expect.objectContaining({ first_name: 'Luca', last_name: 'Verdi' }),
      expect.objectContaining({ first_name: 'Francesca', last_name: 'Conti' }),
    ]);

    expect(body.candidates).toHaveLength(2);
    for (const candidacy of body.candidates) {
      expect(['PENDING', 'ACCEPTED']).toContain(candidacy.status);
      expect(candidacy.user.id).toBe(await userId(server, GIULIA));
      expect(candidacy.demand.status).toBe('PENDING');
      expect(candidacy.demand.active_candidates).toEqual([]);
    }

    expect(body.assigned_demands).toHaveLength(1);
    const [assigned] = body.assigned_demands;
    expect(assigned).toMatchObject({ status: 'ASSIGNED', user: { first_name: 'Luca' } });
    // The assignee sees only the assigned candidate (themself) among the candidates.
    expect(assigned.active_candidates).toEqual([
      {
        id: assigned.assigned_candidate.id,
        user: {
          id: await userId(server, GIULIA),
          first_name: 'Giulia',
          last_name: 'Bianchi',
          profile: { picture: null },
        },
      },
    ]);
  });

  it('keeps the activity masking: a candidacy not accepted yet shows the requester masked', async () => {
    const body = await dashboard(tokens.giulia);
    const pending = body.candidates.find((c: { status: string }) => c.status === 'PENDING');
    expect(pending.demand.user).toMatchObject({
      first_name: 'Luca',
      last_name: 'V.',
      email: null,
      phone: null,
      masked: true,
    });
    expect(JSON.stringify(pending)).not.toContain('collega.roma@demo.colleghi.it');
    expect(JSON.stringify(pending)).not.toContain('Verdi');
    const accepted = body.candidates.find((c: { status: string }) => c.status === 'ACCEPTED');
    expect(accepted.demand.user).toMatchObject({ last_name: 'Verdi', masked: false });
  });

  it('carries the candidates’ pictures', async () => {
    const luca = await userId(server, LUCA);
    const picture = 'data:image/png;base64,iVBORw0KGgo=';
    await server.database.db.update(profiles).set({ picture }).where(eq(profiles.userId, luca));
    const body = await dashboard(tokens.giulia);
    const previews = body.demands.flatMap(
      (d: { active_candidates: { user: { id: number } }[] }) => d.active_candidates,
    );
    expect(previews.find((p: { user: { id: number } }) => p.user.id === luca).user.profile).toEqual(
      { picture },
    );
  });

  it('caps each list at 3 while the counters count everything, expiring request first, then newest', async () => {
    const tribunaleRoma = await officeId(server, 'Tribunale di Roma');
    const ids: number[] = [];
    for (const activity of ['Prima', 'Seconda', 'Terza', 'Quarta']) {
      server.clock.advance(MINUTE);
      const res = await api('demands/', {
        token: tokens.giulia,
        body: demandBody(server, tribunaleRoma, { activity }),
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const giulia = await dashboard(tokens.giulia);
    expect(giulia.counters.demands).toBe(7);
    // The seed's request due in less than a day, created long before the four, is on top.
    const open = await api('demands/?status=PENDING', { token: tokens.giulia });
    const expiring = open.body.results
      .filter(
        (d: { datetime: string }) => Date.parse(d.datetime) - server.clock.now().getTime() < DAY,
      )
      .map((d: { id: number }) => d.id);
    expect(expiring).toHaveLength(1);
    expect(giulia.demands.map((d: { id: number }) => d.id)).toEqual([
      ...expiring,
      ...ids.slice(2).reverse(),
    ]);

    // Luca was invited to all four: his availabilities grow, capped at 3, soonest first.
    const luca = await dashboard(tokens.luca);
    expect(luca.counters.candidates).toBeGreaterThan(3);
    expect(luca.candidates).toHaveLength(3);
    const times = luca.candidates.map((c: { demand: { datetime: string } }) => c.demand.datetime);
    expect([...times].sort()).toEqual(times);
  });

  it('is per user: nothing of another user’s requests, candidacies or assignments', async () => {
    const giulia = await dashboard(tokens.giulia);
    const luca = await dashboard(tokens.luca);
    const lucaId = await userId(server, LUCA);
    const giuliaId = await userId(server, GIULIA);
    expect(luca.demands.every((d: { user: { id: number } }) => d.user.id === lucaId)).toBe(true);
    expect(giulia.demands.every((d: { user: { id: number } }) => d.user.id === giuliaId)).toBe(
      true,
    );
    expect(luca.candidates.every((c: { user: { id: number } }) => c.user.id === lucaId)).toBe(true);
    const ids = (list: { id: number }[]) => list.map((item) => item.id);
    expect(ids(luca.demands).some((id) => ids(giulia.demands).includes(id))).toBe(false);
    // Luca works on Giulia's ASSIGNED request: his assignment, never hers.
    expect(luca.assigned_demands.map((d: { user: { id: number } }) => d.user.id)).toEqual([
      giuliaId,
    ]);
    expect(luca.events).toEqual([]);
  });

  it('puts every request expiring within a day first, soonest on top, and no other', async () => {
    const tribunaleRoma = await officeId(server, 'Tribunale di Roma');
    const create = async (activity: string, inMs: number) => {
      server.clock.advance(MINUTE);
      const datetime = new Date(server.clock.now().getTime() + inMs).toISOString();
      const res = await api('demands/', {
        token: tokens.davide,
        body: demandBody(server, tribunaleRoma, { activity, datetime }),
      });
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    const later = await create('Tra venti ore', 20 * HOUR);
    const sooner = await create('Tra tre ore', 3 * HOUR);
    // Created last, so newest, but a day and more away: after the expiring ones.
    const newest = await create('Tra due giorni', DAY + HOUR);
    const body = await dashboard(tokens.davide);
    const shown = body.demands.map((d: { id: number }) => d.id);
    expect(shown).toEqual([sooner, later, newest]);
  });

  it('drops expired requests and candidacies from the counters and lists', async () => {
    const before = await dashboard(tokens.giulia);
    // Past every demo request's datetime: the open ones expire.
    server.clock.advance(8 * 24 * 60 * MINUTE);
    const after = await dashboard(tokens.giulia);
    expect(before.counters.demands).toBe(3);
    expect(after.counters).toEqual({ demands: 0, candidates: 0, assigned_demands: 1 });
    expect(after.demands).toEqual([]);
    expect(after.candidates).toEqual([]);
  });
});

describe('dashboard events', () => {
  it('lists the next 5 events from now, in the events/ list shape', async () => {
    const body = await dashboard(tokens.giulia);
    expect(body.events).toHaveLength(5);
    // 2026-03-02 10:00 in Rome: today's 09:30–10:30 hearing is still on.
    expect(
      body.events.map((e: { date: string; display_name: string }) => [e.date, e.display_name]),
    ).toEqual([
      ['2026-03-02', 'Udienza · Rossi c/ Bianchi'],
      ['2026-03-03', 'Appuntamento · Esposito Srl'],
      ['2026-03-04', 'Adempimento · Pagamento contributo unificato'],
      ['2026-03-05', 'Avviso · Adempimento · Rossi c/ Bianchi'],
      ['2026-03-05', 'Udienza · Conti c/ Comune di Milano'],
    ]);
    const list = await api('events/?page_size=100', { token: tokens.giulia });
    for (const event of body.events) {
      expect(event).toEqual(list.body.results.find((e: { id: number }) => e.id === event.id));
    }
  });

  it('leaves out what is over, and postponed hearings', async () => {
    const hearing = (await dashboard(tokens.giulia)).events.find(
      (e: { display_name: string }) => e.display_name === 'Udienza · Conti c/ Comune di Milano',
    );
    const postponed = await api(`events/${hearing.id}/postponed/`, { token: tokens.giulia });
    expect(postponed.status).toBe(200);
    // 10:31 in Rome: the 09:30–10:30 hearing is over.
    server.clock.advance(31 * MINUTE);
    const body = await dashboard(tokens.giulia);
    expect(body.events).toHaveLength(5);
    expect(body.events[0].display_name).toBe('Appuntamento · Esposito Srl');
    expect(body.events.some((e: { date: string }) => e.date < '2026-03-03')).toBe(false);
    expect(body.events.map((e: { id: number }) => e.id)).not.toContain(hearing.id);
  });
});

describe('dashboard cards', () => {
  it('shows each user the cards of their audience, in order, with the contract keys', async () => {
    // Davide: incomplete profile, not certified → every card.
    const davide = await dashboard(tokens.davide);
    expect(titles(davide.cards)).toEqual([
      'Completa il tuo profilo',
      'Diventa Professional',
      'Formazione continua',
      'Processo telematico',
    ]);
    for (const card of davide.cards) {
      expect(Object.keys(card)).toEqual(CARD_KEYS);
      expect(card.color_start).toMatch(/^#[0-9A-F]{6}$/i);
      expect(card.color_end).toMatch(/^#[0-9A-F]{6}$/i);
      // Either a deep link or an external link.
      expect((card.link === null) !== (card.deeplink === null)).toBe(true);
    }
    expect(davide.cards[3]).toMatchObject({ link: expect.stringMatching(/^https:\/\//) });
    // Giulia: complete and certified → only the cards for everybody.
    const giulia = await dashboard(tokens.giulia);
    expect(titles(giulia.cards)).toEqual(['Formazione continua', 'Processo telematico']);
  });

  it('never offers Professional to an accountant, who cannot buy it', async () => {
    const paolo = titles((await dashboard(tokens.paolo)).cards);
    expect(paolo).not.toContain('Diventa Professional');
    expect(paolo).toContain('Formazione continua');
  });

  it('DELETE cards/{id}/ hides a closable card for this user only', async () => {
    const id = await cardId('Formazione continua');
    const res = await api(`cards/${id}/`, { method: 'DELETE', token: tokens.giulia });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect(titles((await dashboard(tokens.giulia)).cards)).toEqual(['Processo telematico']);
    expect(titles((await dashboard(tokens.luca)).cards)).toContain('Formazione continua');
    // Closing it again changes nothing.
    const again = await api(`cards/${id}/`, { method: 'DELETE', token: tokens.giulia });
    expect(again.status).toBe(204);
    expect(titles((await dashboard(tokens.giulia)).cards)).toEqual(['Processo telematico']);
  });

  it('refuses a card that is not closable (400), unknown ids (404) and guests (401)', async () => {
    const professional = await cardId('Diventa Professional');
    const refused = await api(`cards/${professional}/`, {
      method: 'DELETE',
      token: tokens.davide,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: 'Questo avviso non può essere chiuso.' });
    expect(titles((await dashboard(tokens.davide)).cards)).toContain('Diventa Professional');
    for (const path of ['cards/9999/', 'cards/abc/', 'cards/0/']) {
      const res = await api(path, { method: 'DELETE', token: tokens.davide });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Non trovato.' });
    }
    const guest = await api(`cards/${await cardId('Formazione continua')}/`, {
      method: 'DELETE',
    });
    expect(guest.status).toBe(401);
  });

  it('does not show retired cards, nor let them be closed', async () => {
    const id = await cardId('Processo telematico');
    await server.database.db
      .update(dashboardCards)
      .set({ active: false })
      .where(eq(dashboardCards.id, id));
    try {
      expect(titles((await dashboard(tokens.giulia)).cards)).toEqual(['Formazione continua']);
      const res = await api(`cards/${id}/`, { method: 'DELETE', token: tokens.giulia });
      expect(res.status).toBe(404);
    } finally {
      // Cards are not part of the per-test snapshot.
      await server.database.db
        .update(dashboardCards)
        .set({ active: true })
        .where(eq(dashboardCards.id, id));
    }
  });
});
