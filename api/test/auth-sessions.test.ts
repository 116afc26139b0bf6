import { eq } from 'drizzle-orm';
import { authTokens, passwordResetTokens } from '../src/db/schema';
import { digest } from '../src/lib/tokens';
import { ACCOUNTANT, GIULIA } from './helpers/activities';
import { outbox } from './helpers/db';
import { DEMO_PASSWORD, login } from './helpers/http';
import { setupTestServer } from './helpers/suite';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const INVALID = { detail: 'Token non valido.' };

// Short, distinct periods: 3 days of inactivity, 10 days at most.
const { server, api } = setupTestServer({ sessions: { idleMs: 3 * DAY, maxMs: 10 * DAY } });

const me = (token: string) => api('users/me/', { token });

async function lastUsedAt(token: string): Promise<Date> {
  const [row] = await server.database.db
    .select({ lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .where(eq(authTokens.digest, digest(token)));
  return row.lastUsedAt;
}

describe('session expiry', () => {
  it('a key unused for the idle period answers 401 as an unknown key does, and is gone', async () => {
    const token = await login(api);
    server.clock.advance(3 * DAY - HOUR);
    expect((await me(token)).status).toBe(200);

    const other = await login(api);
    server.clock.advance(3 * DAY);
    const expired = await me(other);
    const unknown = await me('f'.repeat(40));
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(INVALID);
    expect(expired.headers.get('www-authenticate')).toBe('Token');
    expect(unknown.body).toEqual(expired.body);
    expect(unknown.headers.get('www-authenticate')).toBe('Token');
    const rows = await server.database.db.select().from(authTokens);
    expect(rows.map((row) => row.digest)).not.toContain(digest(other));
  });

  it('use keeps a key alive past the idle period, up to the absolute maximum', async () => {
    const token = await login(api);
    // Used every 2 days: never idle for 3, but 10 days after the login it ends anyway.
    for (let day = 2; day < 10; day += 2) {
      server.clock.advance(2 * DAY);
      expect((await me(token)).status).toBe(200);
    }
    server.clock.advance(2 * DAY);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(INVALID);
  });

  it('records the last use at most once per hour (reads do not write every time)', async () => {
    const token = await login(api);
    const loggedInAt = await lastUsedAt(token);
    server.clock.advance(HOUR - 1000);
    await me(token);
    expect(await lastUsedAt(token)).toEqual(loggedInAt);
    server.clock.advance(1000);
    await me(token);
    expect(await lastUsedAt(token)).toEqual(server.clock.now());
  });
});

describe('POST auth/logout/', () => {
  it('revokes the key it is called with, and only that one', async () => {
    const phone = await login(api);
    const laptop = await login(api);
    const res = await api('auth/logout/', { method: 'POST', token: laptop });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Disconnessione effettuata.' });
    expect((await me(laptop)).body).toEqual(INVALID);
    expect((await me(phone)).status).toBe(200);
    const again = await api('auth/logout/', { method: 'POST', token: laptop });
    expect(again.status).toBe(401);
  });

  it('needs a key', async () => {
    const res = await api('auth/logout/', { method: 'POST' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Credenziali di autenticazione non fornite.' });
  });
});

describe('POST auth/password/change/ ends the other sessions and tells the owner', () => {
  it('revokes every other key of the user, keeps the caller and other users signed in', async () => {
    const current = await login(api);
    const stolen = await login(api);
    const someoneElse = await login(api, ACCOUNTANT);
    const body = { new_password1: 'NuovaPassword77', new_password2: 'NuovaPassword77' };
    const res = await api('auth/password/change/', { body, token: current });
    expect(res.status).toBe(200);
    expect((await me(current)).status).toBe(200);
    expect((await me(stolen)).body).toEqual(INVALID);
    expect((await me(someoneElse)).status).toBe(200);
    expect(await login(api, GIULIA, 'NuovaPassword77')).toMatch(/^[0-9a-f]{40}$/);

    const emails = await outbox(server.database);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: GIULIA,
      subject: 'La password di Colleghi è stata cambiata',
    });
    expect(emails[0].body).toContain(
      'la password del tuo account Colleghi è stata appena cambiata',
    );
    expect(emails[0].body).not.toContain('NuovaPassword77');
  });

  it('kills the reset links asked for before the change', async () => {
    const token = await login(api);
    await api('auth/password/reset/', { body: { email: GIULIA } });
    expect(await server.database.db.select().from(passwordResetTokens)).toHaveLength(1);
    const body = { new_password1: 'NuovaPassword77', new_password2: 'NuovaPassword77' };
    expect((await api('auth/password/change/', { body, token })).status).toBe(200);
    expect(await server.database.db.select().from(passwordResetTokens)).toHaveLength(0);
  });

  it('a refused change e-mails nobody and keeps every session', async () => {
    const current = await login(api);
    const other = await login(api);
    const body = { new_password1: 'NuovaPassword77', new_password2: 'Diversa12345' };
    expect((await api('auth/password/change/', { body, token: current })).status).toBe(400);
    expect((await me(other)).status).toBe(200);
    expect(await outbox(server.database)).toHaveLength(0);
    expect(await login(api, GIULIA, DEMO_PASSWORD)).toMatch(/^[0-9a-f]{40}$/);
  });
});
