import { eq } from 'drizzle-orm';
import { cities } from '../src/db/schema';
import { outbox, writeCounts } from './helpers/db';
import { DEMO_PASSWORD, LAWYER_EMAIL, login } from './helpers/http';
import { setupTestServer } from './helpers/suite';

const REQUIRED = 'Questo campo è obbligatorio.';
const RESET_SENT = "Ti abbiamo inviato un'e-mail con le istruzioni per reimpostare la password.";

// The e-mails' secrets are read back from their bodies, as the development mailbox shows them.
const { server, api } = setupTestServer({ exposeOutbox: true });
let napoliId: number;

beforeAll(async () => {
  const [napoli] = await server.database.db.select().from(cities).where(eq(cities.name, 'Napoli'));
  napoliId = napoli.id;
});

const guest = () => ({
  first_name: 'Carlo',
  last_name: 'Neri',
  email: 'carlo.neri@example.com',
  phone: '3209876543',
  privacy: true,
  terms: true,
  profile: { type: 'LAWYER', lawfirm: { city: napoliId } },
  temp_demand: 7,
});

describe('POST auth/light-register/', () => {
  it('creates the account, e-mails a generated password that works for login', async () => {
    const res = await api('auth/light-register/', { body: guest() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ key: expect.stringMatching(/^[0-9a-f]{40}$/) });

    const emails = await outbox(server.database);
    expect(emails).toHaveLength(1);
    expect(emails[0].to).toBe('carlo.neri@example.com');
    expect(emails[0].subject).toBe('Benvenuto su Colleghi: ecco la tua password');
    const password = /Password: (\S+)/.exec(emails[0].body)?.[1] ?? '';
    expect(password).toMatch(/^(?=.*\d)(?=.*[a-z]).{8,}$/);

    const key = await login(api, 'carlo.neri@example.com', password);
    const me = await api('users/me/', { token: key });
    expect(me.body).toMatchObject({
      first_name: 'Carlo',
      temp_demand: 7,
      profile: { type: 'LAWYER', city: null, lawfirm: { city: { id: napoliId, name: 'Napoli' } } },
    });
    const fromKey = await api('users/me/', { token: res.body.key });
    expect(fromKey.body.id).toBe(me.body.id);
  });

  it('validates every field, nested down to profile.lawfirm.city, and writes nothing', async () => {
    const before = await writeCounts(server.database);
    const empty = await api('auth/light-register/', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      first_name: [REQUIRED],
      last_name: [REQUIRED],
      email: [REQUIRED],
      phone: [REQUIRED],
      privacy: [REQUIRED],
      terms: [REQUIRED],
      profile: { type: [REQUIRED], lawfirm: { city: [REQUIRED] } },
    });
    const wrong = await api('auth/light-register/', {
      body: {
        ...guest(),
        email: 'avvocato@demo.colleghi.it',
        phone: '12',
        privacy: false,
        temp_demand: 'x',
        profile: { type: 'LAWYER', lawfirm: { city: 424242 } },
      },
    });
    expect(wrong.body).toEqual({
      email: ['Esiste già un utente con questa e-mail.'],
      phone: ['Numero di cellulare non valido.'],
      privacy: ["Devi accettare l'informativa sulla privacy."],
      temp_demand: ['Inserisci un numero intero valido.'],
      profile: { lawfirm: { city: ["Seleziona un comune dall'elenco."] } },
    });
    expect(await writeCounts(server.database)).toEqual(before);
  });

  it('accepts a null temp_demand', async () => {
    const res = await api('auth/light-register/', { body: { ...guest(), temp_demand: null } });
    expect(res.status).toBe(201);
  });
});

describe('POST auth/password/reset/', () => {
  it('answers 200 and queues an e-mail for a real account (by e-mail or phone)', async () => {
    for (const email of [LAWYER_EMAIL, '333 1234567']) {
      const res = await api('auth/password/reset/', { body: { email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ detail: RESET_SENT });
    }
    const emails = await outbox(server.database);
    expect(emails).toHaveLength(2);
    expect(emails[0]).toMatchObject({
      to: LAWYER_EMAIL,
      subject: 'Reimposta la tua password di Colleghi',
    });
    expect(emails[0].body).toMatch(/reset-password\/\?uid=\d+&token=[0-9a-f]{48}/);
  });

  it('answers the same for an unknown account, without e-mailing anyone', async () => {
    const res = await api('auth/password/reset/', { body: { email: 'nessuno@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: RESET_SENT });
    expect(await outbox(server.database)).toHaveLength(0);
  });

  it('refuses a missing or malformed identifier', async () => {
    expect((await api('auth/password/reset/', { body: {} })).body).toEqual({ email: [REQUIRED] });
    const bad = await api('auth/password/reset/', { body: { email: 'pippo' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      email: ['Inserisci un indirizzo e-mail o un numero di cellulare valido.'],
    });
  });
});

describe('POST auth/password/change/', () => {
  it('needs authentication', async () => {
    const body = { new_password1: 'nuova12345', new_password2: 'nuova12345' };
    const none = await api('auth/password/change/', { body });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ detail: 'Credenziali di autenticazione non fornite.' });
    const invalid = await api('auth/password/change/', { body, token: 'f'.repeat(40) });
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual({ detail: 'Token non valido.' });
  });

  it('validates the two fields', async () => {
    const token = await login(api);
    const empty = await api('auth/password/change/', { body: {}, token });
    expect(empty.body).toEqual({ new_password1: [REQUIRED], new_password2: [REQUIRED] });
    const weak = await api('auth/password/change/', {
      body: { new_password1: 'debole', new_password2: 'altra' },
      token,
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      new_password1: [
        'La password deve essere lunga almeno 8 caratteri e contenere almeno un numero e una lettera',
      ],
      new_password2: ['Le due password non coincidono.'],
    });
  });

  it('saves the new password, keeps this session and ends the others', async () => {
    const other = await login(api);
    const token = await login(api);
    const res = await api('auth/password/change/', {
      body: { new_password1: 'nuova12345', new_password2: 'nuova12345' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'La nuova password è stata salvata.' });
    expect((await api('users/me/', { token })).status).toBe(200);
    expect((await api('users/me/', { token: other })).status).toBe(401);
    const old = await api('auth/login/', {
      body: { email: LAWYER_EMAIL, password: DEMO_PASSWORD },
    });
    expect(old.status).toBe(400);
    await login(api, LAWYER_EMAIL, 'nuova12345');
  });
});
