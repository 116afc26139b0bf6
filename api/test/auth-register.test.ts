import { eq } from 'drizzle-orm';
import { cities } from '../src/db/schema';
import { writeCounts } from './helpers/db';
import { setupTestServer } from './helpers/suite';

const REQUIRED = 'Questo campo è obbligatorio.';

const { server, api } = setupTestServer();
let romaId: number;

beforeAll(async () => {
  const [roma] = await server.database.db.select().from(cities).where(eq(cities.name, 'Roma'));
  romaId = roma.id;
});

const validBody = () => ({
  first_name: 'Anna',
  last_name: 'Conti',
  email: 'anna.conti@example.com',
  password1: 'segreta123',
  password2: 'segreta123',
  phone: '347-1234567',
  terms: true,
  privacy: true,
  gdpr: false,
  profile: { type: 'PRACTICING', city: romaId },
});

describe('POST auth/register/', () => {
  it('creates the account (201 { key }) and the key loads the new user', async () => {
    const res = await api('auth/register/', { body: validBody() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ key: expect.stringMatching(/^[0-9a-f]{40}$/) });
    const me = await api('users/me/', { token: res.body.key });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      first_name: 'Anna',
      last_name: 'Conti',
      email: 'anna.conti@example.com',
      phone: '347-1234567',
      terms: true,
      privacy: true,
      gdpr: false,
      is_new: true,
      created_at: '2026-03-02T09:00:00.000Z',
      profile: { type: 'PRACTICING', is_complete: false, city: { id: romaId, name: 'Roma' } },
    });
    const login = await api('auth/login/', {
      body: { email: '3471234567', password: 'segreta123' },
    });
    expect(login.status).toBe(200);
  });

  it('is new until the first sign-in with the password: then the user is returning', async () => {
    const res = await api('auth/register/', {
      body: { ...validBody(), email: 'nuova@example.com', phone: '347-7654321' },
    });
    expect(res.status).toBe(201);
    // The registration's own session, however often it is read, is the first visit.
    for (let read = 0; read < 2; read += 1) {
      const me = await api('users/me/', { token: res.body.key });
      expect(me.body.is_new).toBe(true);
    }
    const login = await api('auth/login/', {
      body: { email: 'nuova@example.com', password: 'segreta123' },
    });
    expect(login.status).toBe(200);
    expect((await api('users/me/', { token: login.body.key })).body.is_new).toBe(false);
    expect((await api('users/me/', { token: res.body.key })).body.is_new).toBe(false);
    // A refused sign-in changes nothing.
    const other = await api('auth/register/', {
      body: { ...validBody(), email: 'altra@example.com', phone: '347-7650000' },
    });
    const refused = await api('auth/login/', {
      body: { email: 'altra@example.com', password: 'sbagliata1' },
    });
    expect(refused.status).toBe(400);
    expect((await api('users/me/', { token: other.body.key })).body.is_new).toBe(true);
  });

  it('accepts the optional birth date and fiscal code (upper-cased)', async () => {
    const res = await api('auth/register/', {
      body: { ...validBody(), birth_date: '1990-05-17', fiscal_code: 'cntnna90e57h501u' },
    });
    expect(res.status).toBe(201);
    const me = await api('users/me/', { token: res.body.key });
    expect(me.body.fiscal_code).toBe('CNTNNA90E57H501U');
    expect(me.body.birth_date).toBe('1990-05-17');
    expect(me.body.profile.birth_month).toBe(5);
    expect(me.body.under46).toBe(true);
  });

  it('lists every missing field, nested under profile for the city', async () => {
    const before = await writeCounts(server.database);
    const res = await api('auth/register/', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_name: [REQUIRED],
      last_name: [REQUIRED],
      email: [REQUIRED],
      password1: [REQUIRED],
      password2: [REQUIRED],
      phone: [REQUIRED],
      terms: [REQUIRED],
      privacy: [REQUIRED],
      profile: { type: [REQUIRED], city: [REQUIRED] },
    });
    expect(await writeCounts(server.database)).toEqual(before);
  });

  it('checks every format with an Italian message', async () => {
    const res = await api('auth/register/', {
      body: {
        ...validBody(),
        email: 'anna@',
        password1: 'corta1',
        password2: 'diversa1',
        phone: '12345',
        terms: false,
        privacy: false,
        fiscal_code: 'ABC',
        birth_date: '1990-02-30',
        profile: { type: 'JUDGE', city: 999999 },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: ['Inserisci un indirizzo e-mail valido.'],
      password1: [
        'La password deve essere lunga almeno 8 caratteri e contenere almeno un numero e una lettera',
      ],
      password2: ['Le due password non coincidono.'],
      phone: ['Numero di cellulare non valido.'],
      terms: ['Devi accettare i termini e le condizioni.'],
      privacy: ["Devi accettare l'informativa sulla privacy."],
      fiscal_code: ['Codice fiscale non valido.'],
      birth_date: ['Data di nascita non valida.'],
      profile: { type: ['Seleziona un ruolo valido.'], city: ["Seleziona un comune dall'elenco."] },
    });
  });

  it.each([
    ['no digit', 'soloLettere'],
    ['no lowercase letter', 'MAIUSCOLE123'],
    ['too short', 'abc1234'],
  ])('refuses a password with %s', async (_label, password) => {
    const res = await api('auth/register/', {
      body: { ...validBody(), password1: password, password2: password },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      password1: [
        'La password deve essere lunga almeno 8 caratteri e contenere almeno un numero e una lettera',
      ],
    });
  });

  it('refuses a duplicate e-mail (any case) and a duplicate phone (any spelling)', async () => {
    const res = await api('auth/register/', {
      body: { ...validBody(), email: 'AVVOCATO@demo.colleghi.it', phone: '+39 333 123 4567' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: ['Esiste già un utente con questa e-mail.'],
      phone: ['Esiste già un utente con questo numero di cellulare.'],
    });
  });

  it('refuses wrong types, unknown fields and a non-object body without writing', async () => {
    const before = await writeCounts(server.database);
    const res = await api('auth/register/', {
      body: {
        ...validBody(),
        first_name: 12,
        terms: 'true',
        is_admin: true,
        profile: { type: 'LAWYER', city: 'Roma', extra: 1 },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_name: ['Inserisci un testo valido.'],
      terms: ['Inserisci un valore booleano valido (true o false).'],
      is_admin: ['Campo non consentito.'],
      profile: { extra: ['Campo non consentito.'], city: ['Inserisci un numero intero valido.'] },
    });
    const list = await api('auth/register/', { body: [validBody()] });
    expect(list.status).toBe(400);
    expect(list.body).toEqual({
      non_field_errors: ['Dati non validi: il corpo della richiesta deve essere un oggetto JSON.'],
    });
    const profileNotObject = await api('auth/register/', { body: { ...validBody(), profile: 3 } });
    expect(profileNotObject.body).toEqual({
      profile: ['Formato non valido: invia i campi di questa sezione.'],
    });
    expect(await writeCounts(server.database)).toEqual(before);
  });

  it('refuses names longer than 150 characters', async () => {
    const res = await api('auth/register/', {
      body: { ...validBody(), last_name: 'x'.repeat(151) },
    });
    expect(res.body).toEqual({
      last_name: ['Assicurati che questo campo non abbia più di 150 caratteri.'],
    });
  });
});
