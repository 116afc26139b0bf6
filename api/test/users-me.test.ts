import { and, eq } from 'drizzle-orm';
import { cities, offices, sections } from '../src/db/schema';
import { LAWFIRM_KEYS, PROFILE_KEYS, USER_KEYS } from './helpers/shapes';
import { login } from './helpers/http';
import { setupTestServer } from './helpers/suite';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const { server, api } = setupTestServer();
let torinoId: number;
let coaRomaId: number;
let aigaRomaId: number;

beforeAll(async () => {
  const db = server.database.db;
  torinoId = (await db.select().from(cities).where(eq(cities.name, 'Torino')))[0].id;
  const [coa] = await db
    .select()
    .from(offices)
    .where(
      and(
        eq(offices.officeType, 'COA'),
        eq(offices.name, "Consiglio dell'Ordine degli Avvocati di Roma"),
      ),
    );
  coaRomaId = coa.id;
  aigaRomaId = (await db.select().from(sections).where(eq(sections.name, 'AIGA Roma')))[0].id;
});

describe('GET users/me/', () => {
  it('needs a valid token', async () => {
    const none = await api('users/me/');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ detail: 'Credenziali di autenticazione non fornite.' });
    expect(none.headers.get('www-authenticate')).toBe('Token');
    for (const header of ['Token ' + '0'.repeat(40), 'Token abc', 'Bearer xyz', 'Token']) {
      const res = await api('users/me/', { headers: { Authorization: header } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Token non valido.' });
    }
  });

  it('returns the complete User shape of the demo lawyer', async () => {
    const token = await login(api);
    const { status, body } = await api('users/me/', { token });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([...USER_KEYS].sort());
    expect(Object.keys(body.profile).sort()).toEqual([...PROFILE_KEYS].sort());
    expect(Object.keys(body.profile.lawfirm).sort()).toEqual([...LAWFIRM_KEYS].sort());
    expect(body).toMatchObject({
      first_name: 'Giulia',
      last_name: 'Bianchi',
      // Seeded: professional (second city Roma) and one additional skill (see subscriptions tests).
      subscriptions: [{ type: 'additional_skills' }, { type: 'professional' }],
      last_payment: { kind: 'purchase', amount: '8.70', vat: '1.91', status: 'paid' },
      is_certified: true,
      is_gold: false,
      is_skills: true,
      purchased_skills: 1,
      skills_limit: 5,
      skills_locked_until: null,
      is_aiga: true,
      is_new: false,
      missing_popups: [1, 2],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      profile: {
        type: 'LAWYER',
        is_complete: true,
        city: { name: 'Milano', province: 'MI', zip: '20121', display_name: 'Milano (MI)' },
        coa_office: { office_type: 'COA', is_coa: true, city: { name: 'Milano' } },
        aiga_section: { name: 'AIGA Milano' },
        lawfirm: { city2: { name: 'Roma', province: 'RM' } },
        birth_month: 4,
        credits: 0,
      },
    });
    expect(body.profile.skills).toHaveLength(2);
    expect(body.profile.skills[0]).toEqual({
      id: 1,
      name: 'Diritto civile',
      type: 'BASIC',
      is_main: true,
      description: null,
    });
  });

  it('shows the other demo roles with incomplete profiles', async () => {
    const token = await login(api, 'commercialista@demo.colleghi.it');
    const { body } = await api('users/me/', { token });
    expect(body.profile).toMatchObject({ type: 'ACCOUNTANT', is_complete: false, lawfirm: null });
  });
});

describe('PUT users/me/ and PUT auth/user/', () => {
  it('updates only the fields sent and returns the User', async () => {
    const token = await login(api, 'stabilito@demo.colleghi.it');
    const res = await api('users/me/', {
      method: 'PUT',
      token,
      body: {
        first_name: ' Marco Antonio ',
        email_enabled: false,
        fiscal_code: 'rssmrc79p03h501z',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Marco Antonio',
      last_name: 'Rossi',
      email_enabled: false,
      notifications_enabled: true,
      fiscal_code: 'RSSMRC79P03H501Z',
    });
  });

  it('completes a profile: professional data, law firm (created), flags, picture', async () => {
    const token = await login(api, 'abilitato@demo.colleghi.it');
    const res = await api('auth/user/', {
      method: 'PUT',
      token,
      body: {
        birth_date: '1995-06-30',
        profile: {
          city: torinoId,
          pec: 'Sara.Romano@PEC.example.com',
          vat: 'IT 01234567890',
          register_number: 'TO-123',
          coa_office: coaRomaId,
          aiga_section: { id: aigaRomaId, name: 'AIGA Roma' },
          picture: PIXEL,
          is_cassationist: true,
          is_chancellor: true,
          lawfirm: {
            name: 'Studio Romano',
            address: 'Corso Francia 1',
            city: torinoId,
            zip: '10138',
            phone: '011 123 4567',
            fax: '011 123 4568',
          },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      city: { id: torinoId },
      pec: 'sara.romano@pec.example.com',
      vat: '01234567890',
      register_number: 'TO-123',
      coa_office: { id: coaRomaId },
      aiga_section: { id: aigaRomaId, name: 'AIGA Roma' },
      picture: PIXEL,
      is_cassationist: true,
      is_chancellor: true,
      lawfirm: { name: 'Studio Romano', city: { id: torinoId }, zip: '10138', description: null },
      // No skills yet: the wizard needs at least one.
      is_complete: false,
    });
    expect(res.body.is_aiga).toBe(true);
    // A second PUT updates the same law firm instead of creating another one.
    const again = await api('users/me/', {
      method: 'PUT',
      token,
      body: { profile: { lawfirm: { name: 'Studio Romano & Associati', fax: null } } },
    });
    expect(again.body.profile.lawfirm).toMatchObject({
      id: res.body.profile.lawfirm.id,
      name: 'Studio Romano & Associati',
      address: 'Corso Francia 1',
      fax: null,
    });
  });

  it('accepts its own GET body sent back (read-only fields are ignored)', async () => {
    const token = await login(api);
    const me = await api('users/me/', { token });
    const res = await api('users/me/', { method: 'PUT', token, body: { ...me.body, id: 999 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(me.body);
  });

  it('reports nested errors in Italian and changes nothing', async () => {
    const token = await login(api);
    const before = await api('users/me/', { token });
    const res = await api('users/me/', {
      method: 'PUT',
      token,
      body: {
        first_name: '',
        phone: '3331234568',
        birth_date: '2100-01-01',
        email_enabled: 'no',
        password: 'x',
        profile: {
          type: 'ACCOUNTANT',
          city: 987654,
          pec: 'pec-non-valida',
          vat: '123',
          coa_office: 987654,
          aiga_section: 987654,
          picture: 'not-an-image',
          credits: 1000,
          lawfirm: { city: 987654, zip: 'abc', phone: 'telefono', description: 'Il mio studio' },
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      password: ['Campo non consentito.'],
      first_name: ['Questo campo è obbligatorio.'],
      phone: ['Esiste già un utente con questo numero di cellulare.'],
      birth_date: ['Data di nascita non valida.'],
      email_enabled: ['Inserisci un valore booleano valido (true o false).'],
      profile: {
        type: ['Non puoi passare a questo ruolo.'],
        city: ["Seleziona un comune dall'elenco."],
        pec: ['Inserisci un indirizzo e-mail valido.'],
        vat: ['Partita IVA non valida.'],
        coa_office: ["Seleziona un ufficio dall'elenco."],
        aiga_section: ["Seleziona una sezione dall'elenco."],
        picture: ['Immagine non valida: usa un file immagine.'],
        lawfirm: {
          city: ["Seleziona un comune dall'elenco."],
          zip: ['CAP non valido.'],
          phone: ['Numero di telefono non valido.'],
          description: ['La descrizione dello studio è riservata agli utenti Gold.'],
        },
      },
    });
    expect((await api('users/me/', { token })).body).toEqual(before.body);
  });

  it('lets lawyer roles switch among themselves but not to or from accountant', async () => {
    const lawyer = await login(api, 'praticante@demo.colleghi.it');
    const ok = await api('users/me/', {
      method: 'PUT',
      token: lawyer,
      body: { profile: { type: 'QUALIFIED' } },
    });
    expect(ok.body.profile.type).toBe('QUALIFIED');
    const accountant = await login(api, 'commercialista@demo.colleghi.it');
    const no = await api('users/me/', {
      method: 'PUT',
      token: accountant,
      body: { profile: { type: 'LAWYER' } },
    });
    expect(no.body).toEqual({ profile: { type: ['Non puoi passare a questo ruolo.'] } });
    const bad = await api('users/me/', {
      method: 'PUT',
      token: accountant,
      body: { profile: { type: 'boss' } },
    });
    expect(bad.body).toEqual({ profile: { type: ['Seleziona un ruolo valido.'] } });
  });

  it('needs a token', async () => {
    const res = await api('users/me/', { method: 'PUT', body: { first_name: 'X' } });
    expect(res.status).toBe(401);
    const alias = await api('auth/user/', { method: 'PUT', body: { first_name: 'X' } });
    expect(alias.status).toBe(401);
  });
});
