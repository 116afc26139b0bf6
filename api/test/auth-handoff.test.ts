import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { authTokens, handoffTokens } from '../src/db/schema';
import { digest } from '../src/lib/tokens';
import { tokenFor, userId } from './helpers/activities';
import { GIULIA, MARCO } from './helpers/subscriptions';
import { setupTestServer } from './helpers/suite';

const MINUTE = 60 * 1000;
const DEAD = {
  token: [
    'Il link di attivazione non è valido, è già stato usato o è scaduto: accedi di nuovo per continuare.',
  ],
};
const ACTIVATE = { purpose: 'subscription-activate', subscription_id: 2 };

const { server, api } = setupTestServer();

async function handoff(key: string, body: object = ACTIVATE) {
  const res = await api('auth/handoff/', { token: key, body });
  if (res.status !== 201) throw new Error(`handoff: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { token: string; expires_at: string };
}

const exchange = (token: string, body: object = ACTIVATE, key?: string) =>
  api('auth/handoff/exchange/', { body: { token, ...body }, token: key });

async function sessionUser(key: string) {
  const me = await api('users/me/', { token: key });
  return me.status === 200 ? (me.body as { id: number }).id : null;
}

describe('POST auth/handoff/', () => {
  it('answers a random 64-hex token valid 30 minutes, stored only as a digest', async () => {
    const key = await tokenFor(server, MARCO);
    const first = await handoff(key);
    const second = await handoff(key);
    expect(first.token).toMatch(/^[0-9a-f]{64}$/);
    expect(second.token).not.toBe(first.token);
    expect(first.expires_at).toBe(
      new Date(server.clock.now().getTime() + 30 * MINUTE).toISOString(),
    );
    const rows = await server.database.db.select().from(handoffTokens);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.digest).sort()).toEqual(
      [digest(first.token), digest(second.token)].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(first.token);
    expect(rows[0]).toMatchObject({
      userId: await userId(server, MARCO),
      purpose: 'subscription-activate',
      subject: '2',
    });
  });

  it('needs a session and a valid binding', async () => {
    expect((await api('auth/handoff/', { body: ACTIVATE })).status).toBe(401);
    const key = await tokenFor(server, MARCO);
    const bad = await api('auth/handoff/', {
      token: key,
      body: { purpose: 'login', subscription_id: 999, extra: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      purpose: ['Seleziona un valore valido.'],
      subscription_id: ['Seleziona un abbonamento valido.'],
      extra: ['Campo non consentito.'],
    });
    const missing = await api('auth/handoff/', { token: key, body: {} });
    expect(missing.body).toEqual({
      purpose: ['Questo campo è obbligatorio.'],
      subscription_id: ['Questo campo è obbligatorio.'],
    });
    expect(await server.database.db.select().from(handoffTokens)).toEqual([]);
  });

  it('drops the caller’s expired tokens when it makes a new one', async () => {
    const key = await tokenFor(server, MARCO);
    await handoff(key);
    server.clock.advance(31 * MINUTE);
    const live = await handoff(key);
    const rows = await server.database.db.select().from(handoffTokens);
    expect(rows.map((row) => row.digest)).toEqual([digest(live.token)]);
  });
});

describe('POST auth/handoff/exchange/', () => {
  it('exchanges a token once for a fresh session key of its user', async () => {
    const key = await tokenFor(server, MARCO);
    const { token } = await handoff(key);
    const res = await exchange(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(res.body.key).not.toBe(key);
    expect(await sessionUser(res.body.key)).toBe(await userId(server, MARCO));
    expect(await server.database.db.select().from(handoffTokens)).toEqual([]);

    const again = await exchange(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(DEAD);
  });

  it('refuses an expired token (the injectable clock), accepts it a second before', async () => {
    const key = await tokenFor(server, MARCO);
    const late = await handoff(key);
    const early = await handoff(key);
    server.clock.advance(30 * MINUTE - 1000);
    expect((await exchange(early.token)).status).toBe(200);
    server.clock.advance(1000);
    const res = await exchange(late.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(DEAD);
  });

  it('refuses a token bound to another activation, which stays usable for its own', async () => {
    const key = await tokenFor(server, MARCO);
    const { token } = await handoff(key);
    const other = await exchange(token, { ...ACTIVATE, subscription_id: 1 });
    expect(other.status).toBe(400);
    expect(other.body).toEqual(DEAD);
    const purpose = await exchange(token, { ...ACTIVATE, purpose: 'login' });
    expect(purpose.body).toEqual({ purpose: ['Seleziona un valore valido.'] });
    expect((await exchange(token)).status).toBe(200);
  });

  it('refuses unknown and malformed tokens, and a session key', async () => {
    const key = await tokenFor(server, MARCO);
    for (const token of ['0'.repeat(64), 'nonsense', key]) {
      const res = await exchange(token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(DEAD);
    }
    const missing = await api('auth/handoff/exchange/', { body: {} });
    expect(missing.body).toEqual({
      token: ['Questo campo è obbligatorio.'],
      purpose: ['Questo campo è obbligatorio.'],
      subscription_id: ['Questo campo è obbligatorio.'],
    });
  });

  it('a password change ends the handoff tokens with the other sessions', async () => {
    const stolen = await tokenFor(server, MARCO);
    const { token } = await handoff(stolen);
    const owner = await tokenFor(server, MARCO);
    const body = { new_password1: 'CambiataOra99', new_password2: 'CambiataOra99' };
    expect((await api('auth/password/change/', { body, token: owner })).status).toBe(200);
    const res = await exchange(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(DEAD);
    expect(await sessionUser(owner)).toBe(await userId(server, MARCO));
  });

  it('a handoff asked by a session a password change is ending is refused or ended', async () => {
    const stolen = await tokenFor(server, MARCO);
    const owner = await tokenFor(server, MARCO);
    const body = { new_password1: 'CambiataOra99', new_password2: 'CambiataOra99' };
    const [asked, changed] = await Promise.all([
      api('auth/handoff/', { token: stolen, body: ACTIVATE }),
      api('auth/password/change/', { body, token: owner }),
    ]);
    expect(changed.status).toBe(200);
    if (asked.status === 201) {
      expect((await exchange(asked.body.token)).body).toEqual(DEAD);
    } else {
      expect(asked.status).toBe(401);
    }
    expect(await server.database.db.select().from(handoffTokens)).toEqual([]);
  });

  it('concurrent exchanges of one token: exactly one wins, one session is made', async () => {
    const key = await tokenFor(server, MARCO);
    const { token } = await handoff(key);
    const before = await server.database.db.select().from(authTokens);
    const results = await Promise.all(Array.from({ length: 8 }, () => exchange(token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    const after = await server.database.db.select().from(authTokens);
    expect(after).toHaveLength(before.length + 1);
  });

  it('a caller signed in as the token’s user keeps its key; as someone else gets a new one', async () => {
    const key = await tokenFor(server, MARCO);
    const mine = await handoff(key);
    const sessions = await server.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, await userId(server, MARCO)));
    const same = await exchange(mine.token, ACTIVATE, key);
    expect(same.body).toEqual({ key });
    const after = await server.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, await userId(server, MARCO)));
    expect(after).toHaveLength(sessions.length);

    const giulia = await tokenFor(server, GIULIA);
    const next = await handoff(key);
    const switched = await exchange(next.token, ACTIVATE, giulia);
    expect(switched.status).toBe(200);
    expect(switched.body.key).not.toBe(giulia);
    expect(await sessionUser(switched.body.key)).toBe(await userId(server, MARCO));
  });
});

describe('HANDOFF_TOKEN_MINUTES', () => {
  it('sets the lifetime, 30 minutes by default', () => {
    expect(loadConfig({}).handoffTtlMs).toBe(30 * MINUTE);
    expect(loadConfig({ HANDOFF_TOKEN_MINUTES: '5' }).handoffTtlMs).toBe(5 * MINUTE);
    expect(loadConfig({ HANDOFF_TOKEN_MINUTES: 'x' }).handoffTtlMs).toBe(30 * MINUTE);
  });
});
