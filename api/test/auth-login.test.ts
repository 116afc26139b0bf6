import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { DEMO_PASSWORD, LAWYER_EMAIL, login } from './helpers/http';
import { setupTestServer } from './helpers/suite';

const TOO_MANY = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';
const BAD_CREDENTIALS = 'Impossibile accedere con le credenziali fornite.';

// Small limits keep the tests short; trustProxy lets a test pretend to come from other IPs.
const { server, api } = setupTestServer({
  rateLimit: { accountMax: 3, ipMax: 5, windowMs: 15 * 60 * 1000 },
  trustProxy: true,
});

const fromIp = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('POST auth/login/', () => {
  it('signs in by e-mail (any case) and returns a 40-hex key that authenticates', async () => {
    const res = await api('auth/login/', {
      body: { email: '  Avvocato@Demo.Colleghi.IT ', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['key']);
    expect(res.body.key).toMatch(/^[0-9a-f]{40}$/);
    const me = await api('users/me/', { token: res.body.key });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(LAWYER_EMAIL);
  });

  it.each(['3331234567', '333-1234567', '333 123 4567', '+39 333 1234567'])(
    'signs in by phone written as %s',
    async (phone) => {
      const res = await api('auth/login/', { body: { email: phone, password: DEMO_PASSWORD } });
      expect(res.status).toBe(200);
      const me = await api('users/me/', { token: res.body.key });
      expect(me.body.email).toBe(LAWYER_EMAIL);
    },
  );

  it('gives a new key on every login, all valid', async () => {
    const first = await login(api);
    const second = await login(api);
    expect(first).not.toBe(second);
    expect((await api('users/me/', { token: first })).status).toBe(200);
    expect((await api('users/me/', { token: second })).status).toBe(200);
  });

  it('refuses a wrong password or an unknown account with the same non-field error', async () => {
    for (const body of [
      { email: LAWYER_EMAIL, password: 'Sbagliata123' },
      { email: 'nessuno@example.com', password: DEMO_PASSWORD },
      { email: '3999999999', password: DEMO_PASSWORD },
    ]) {
      const res = await api('auth/login/', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: [BAD_CREDENTIALS] });
    }
  });

  it('reports missing fields and a malformed identifier in Italian', async () => {
    const empty = await api('auth/login/', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      email: ['Questo campo è obbligatorio.'],
      password: ['Questo campo è obbligatorio.'],
    });
    const blank = await api('auth/login/', { body: { email: ' ', password: '' } });
    expect(blank.body).toEqual({
      email: ['Questo campo è obbligatorio.'],
      password: ['Questo campo è obbligatorio.'],
    });
    const malformed = await api('auth/login/', { body: { email: 'non-una-mail', password: 'x' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      email: ['Inserisci un indirizzo e-mail o un numero di cellulare valido.'],
    });
    const wrongTypes = await api('auth/login/', { body: { email: 42, password: true } });
    expect(wrongTypes.body).toEqual({
      email: ['Inserisci un testo valido.'],
      password: ['Inserisci un testo valido.'],
    });
  });
});

describe('login rate limit', () => {
  const wrong = (email = LAWYER_EMAIL, ip = '10.0.0.1') =>
    api('auth/login/', { body: { email, password: 'Sbagliata123' }, headers: fromIp(ip) });
  const right = (email = LAWYER_EMAIL, ip = '10.0.0.1') =>
    api('auth/login/', { body: { email, password: DEMO_PASSWORD }, headers: fromIp(ip) });

  it('locks an account after 3 failures, even for the right password, from any IP', async () => {
    for (let i = 0; i < 3; i += 1) expect((await wrong()).status).toBe(400);
    const locked = await right(LAWYER_EMAIL, '10.0.0.2');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: TOO_MANY });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The phone number is the same account.
    expect((await right('3331234567', '10.0.0.3')).status).toBe(429);
    // Other accounts are not affected.
    expect((await right('stabilito@demo.colleghi.it', '10.0.0.4')).status).toBe(200);
  });

  it('unlocks the account when the 15-minute window has passed', async () => {
    for (let i = 0; i < 3; i += 1) await wrong();
    expect((await right()).status).toBe(429);
    server.clock.advance(15 * 60 * 1000 + 1000);
    expect((await right()).status).toBe(200);
  });

  it('forgets the account failures after a successful login', async () => {
    await wrong();
    await wrong();
    expect((await right()).status).toBe(200);
    await wrong();
    await wrong();
    // 2 failures after the reset: still allowed.
    expect((await right()).status).toBe(200);
  });

  it('limits failures per IP across different accounts', async () => {
    const emails = [
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
      'e@example.com',
    ];
    for (const email of emails) expect((await wrong(email, '10.9.9.9')).status).toBe(400);
    const blocked = await right(LAWYER_EMAIL, '10.9.9.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: TOO_MANY });
    // The same account from another IP is fine: it never failed.
    expect((await right(LAWYER_EMAIL, '10.9.9.8')).status).toBe(200);
  });

  it('keeps the attempts in the database (they survive a restart of the process)', async () => {
    await wrong();
    // Raw SQL on purpose: this checks the stored table, not the API.
    const rows = await queryRows<{ scope: string; key: string }>(
      server.database.db,
      sql`select scope, key from login_attempts order by id`,
    );
    expect(rows.map((r) => r.scope).sort()).toEqual(['account', 'ip']);
  });
});
