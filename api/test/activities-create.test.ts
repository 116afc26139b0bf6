import { count, eq } from 'drizzle-orm';
import { demands, users } from '../src/db/schema';
import {
  DAVIDE,
  DEMAND_KEYS,
  FRANCESCA,
  GIULIA,
  HOUR,
  LUCA,
  PARTY_KEYS,
  PARTY_PROFILE_KEYS,
  candidatesOf,
  demandBody,
  officeId,
  tokenFor,
} from './helpers/activities';
import { outbox } from './helpers/db';
import { setupDemandSuite } from './helpers/demand-suite';

const REQUIRED = 'Questo campo è obbligatorio.';

const { server, api, tokens, seeded, create } = setupDemandSuite();

describe('POST demands/', () => {
  it('creates the demand (201 Demand) and invites the matching colleagues', async () => {
    const res = await api('demands/', {
      token: tokens.giulia,
      body: demandBody(server, seeded.tribunaleRoma, { is_delayed: true, subject: 1, money: null }),
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...DEMAND_KEYS].sort());
    expect(Object.keys(res.body.user).sort()).toEqual([...PARTY_KEYS].sort());
    expect(Object.keys(res.body.user.profile).sort()).toEqual([...PARTY_PROFILE_KEYS].sort());
    expect(res.body).toMatchObject({
      type: 'SUBSTITUTE',
      activity: 'Udienza istruttoria',
      subject: { id: 1, name: expect.any(String) },
      money: null,
      notes: 'Note di prova',
      office: { id: seeded.tribunaleRoma, name: 'Tribunale di Roma', city: { name: 'Roma' } },
      section: null,
      judge: 'Dott. Mario Bianchi',
      skill: { id: 1, name: 'Diritto civile' },
      status: 'PENDING',
      created_at: server.clock.now().toISOString(),
      deleted: false,
      is_delayed: true,
      can_be_delayed: true,
      active_candidates: [],
      assigned_candidate: null,
      user: {
        first_name: 'Giulia',
        last_name: 'Bianchi',
        email: GIULIA,
        phone: '3331234567',
        masked: false,
        is_aiga: true,
        profile: { type: 'LAWYER', is_complete: true, pec: expect.stringContaining('@') },
      },
    });
    // Roma lawyers holding 'Diritto civile': not Marco Rossi (no skills), not Giulia herself.
    const invited = await candidatesOf(server, res.body.id);
    expect(invited.map((c) => c.email).sort()).toEqual(
      [LUCA, FRANCESCA, 'incompleto.roma@demo.colleghi.it'].sort(),
    );
    expect(invited.every((c) => c.status === 'PENDING')).toBe(true);
  });

  it('validates every field at once and writes nothing', async () => {
    const before = (await server.database.db.select({ n: count() }).from(demands))[0].n;
    const empty = await api('demands/', { token: tokens.giulia, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      type: [REQUIRED],
      activity: [REQUIRED],
      office: [REQUIRED],
      skill: [REQUIRED],
      datetime: [REQUIRED],
    });
    const wrong = await api('demands/', {
      token: tokens.giulia,
      body: {
        ...demandBody(server, 424242),
        type: 'ALTRO',
        activity: 'x'.repeat(201),
        subject: 424242,
        money: -5,
        notes: 'n'.repeat(1001),
        skill: 424242,
        datetime: new Date(server.clock.now().getTime() - HOUR).toISOString(),
        extra: 1,
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      type: ['Seleziona un valore valido.'],
      activity: ['Assicurati che questo campo non abbia più di 200 caratteri.'],
      subject: ["Seleziona una materia dall'elenco."],
      money: ['Assicurati che questo valore sia maggiore o uguale a 0.'],
      notes: ['Assicurati che questo campo non abbia più di 1000 caratteri.'],
      office: ["Seleziona un ufficio giudiziario dall'elenco."],
      skill: ["Seleziona una competenza dall'elenco."],
      datetime: ['La data deve essere futura.'],
      extra: ['Campo non consentito.'],
    });
    const formats = await api('demands/', {
      token: tokens.giulia,
      body: demandBody(server, seeded.tribunaleRoma, {
        money: 12.5,
        datetime: '2026-03-10 10:00',
        only_aiga: 'sì',
      }),
    });
    expect(formats.body).toEqual({
      money: ['Inserisci un numero intero valido.'],
      datetime: [expect.stringContaining('ISO 8601')],
      only_aiga: ['Inserisci un valore booleano valido (true o false).'],
    });
    expect((await server.database.db.select({ n: count() }).from(demands))[0].n).toBe(before);
    expect((await api('demands/', { body: demandBody(server, seeded.tribunaleRoma) })).status).toBe(
      401,
    );
  });

  it('accepts references as objects and a datetime with an offset', async () => {
    const body = demandBody(server, seeded.tribunaleRoma, {
      office: { id: seeded.tribunaleRoma, name: 'Tribunale di Roma' },
      skill: { id: 1, name: 'Diritto civile' },
      datetime: '2026-03-05T10:30:00+01:00',
      notes: '',
    });
    const res = await api('demands/', { token: tokens.giulia, body });
    expect(res.status).toBe(201);
    expect(res.body.datetime).toBe('2026-03-05T09:30:00.000Z');
    expect(res.body.notes).toBeNull();
  });

  it('refuses DOMICILIARY from an accountant, who invites accountants only', async () => {
    const accountant = await tokenFor(server, 'commercialista@demo.colleghi.it');
    const taxCourt = await officeId(server, 'Corte di giustizia tributaria di primo grado di Roma');
    const refused = await api('demands/', {
      token: accountant,
      body: demandBody(server, taxCourt, { type: 'DOMICILIARY' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      type: ['I commercialisti non possono richiedere una domiciliazione.'],
    });
    const ok = await create({ type: 'SUBSTITUTE', office: taxCourt }, accountant);
    expect(await candidatesOf(server, ok.id)).toEqual([]);
  });

  it('locks the registry skill for CHANCELLERY (16 for lawyers, 17 for accountants)', async () => {
    const lawyer = await create({ type: 'CHANCELLERY', skill: 1 });
    expect(lawyer.skill).toMatchObject({ id: 16, name: 'Attività di cancelleria' });
    // Anyone can run an errand: there is no wider search to announce.
    expect(lawyer.can_be_delayed).toBe(false);
    // Any lawyer of Roma can run a registry errand: Marco Rossi (no skills) is invited too.
    const invited = (await candidatesOf(server, lawyer.id)).map((c) => c.email);
    expect(invited).toContain('stabilito@demo.colleghi.it');
    const accountant = await tokenFor(server, 'commercialista@demo.colleghi.it');
    const res = await create({ type: 'CHANCELLERY', skill: null }, accountant);
    expect(res.skill).toMatchObject({ id: 17 });
  });
});

describe('POST temp-demands/ (guest flow)', () => {
  it('creates the demand of the light-registered guest and sets user.temp_demand', async () => {
    const roma = (await api('cities/?search=Roma')).body.results[0].id;
    const register = await api('auth/light-register/', {
      body: {
        first_name: 'Carlo',
        last_name: 'Neri',
        email: 'carlo.neri@example.com',
        phone: '3209876543',
        privacy: true,
        terms: true,
        profile: { type: 'LAWYER', lawfirm: { city: roma } },
      },
    });
    expect(register.status).toBe(201);
    const key = register.body.key;
    expect(
      (await api('temp-demands/', { body: demandBody(server, seeded.tribunaleRoma) })).status,
    ).toBe(401);
    const invalid = await api('temp-demands/', { token: key, body: { type: 'SUBSTITUTE' } });
    expect(invalid.status).toBe(400);
    const res = await api('temp-demands/', {
      token: key,
      body: demandBody(server, seeded.tribunaleRoma, { skill: { id: 1, name: 'Diritto civile' } }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'PENDING',
      user: {
        first_name: 'Carlo',
        email: 'carlo.neri@example.com',
        profile: { is_complete: false },
      },
    });
    const me = await api('users/me/', { token: key });
    expect(me.body.temp_demand).toBe(res.body.id);
    const emails = await outbox(server.database);
    // The Roma colleagues got the guest's request, and the demo lawyer (Roma is the second
    // city of her professional subscription): invited, and e-mailed.
    const invited = [DAVIDE, FRANCESCA, GIULIA, LUCA].sort();
    expect((await candidatesOf(server, res.body.id)).map((c) => c.email).sort()).toEqual(invited);
    expect(emails[0]).toMatchObject({
      to: 'carlo.neri@example.com',
      subject: 'Benvenuto su Colleghi: ecco la tua password',
    });
    expect(emails.slice(1).map((e) => [e.to, e.subject])).toEqual(
      expect.arrayContaining(
        invited.map((to) => [to, 'Nuova richiesta di attività: Udienza istruttoria']),
      ),
    );
    expect(emails).toHaveLength(1 + invited.length);
    const listed = await api('demands/', { token: key });
    expect(listed.body.results.map((d: { id: number }) => d.id)).toEqual([res.body.id]);
  });

  it('refuses DOMICILIARY from an accountant guest', async () => {
    const [user] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'commercialista@demo.colleghi.it'));
    const token = await tokenFor(server, user.email);
    const res = await api('temp-demands/', {
      token,
      body: demandBody(server, seeded.tribunaleRoma, { type: 'DOMICILIARY' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      type: ['I commercialisti non possono richiedere una domiciliazione.'],
    });
    const [after] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after.tempDemand).toBeNull();
  });
});
