import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { client } from '../helpers/http';
import type { Api } from '../helpers/http';
import { FRANCESCA, GIULIA, LUCA, tokenFor } from '../helpers/activities';
import { DEMO_PASSWORD } from '../helpers/http';
import { setupTestServer, setupTokens } from '../helpers/suite';

/**
 * Guessing is limited where a secret can be guessed online: passwords (auth/login/) and shared
 * record codes (records/open/). These run with the production defaults (5 failures per account,
 * 20 per IP, 15 minutes), not the small limits of auth-login.test.ts.
 */
const { server, api } = setupTestServer({ trustProxy: true });
const tokens = setupTokens(server, { luca: LUCA, francesca: FRANCESCA });

const WINDOW = 15 * 60 * 1000;
const TOO_MANY_LOGINS = { detail: 'Troppi tentativi di accesso. Riprova tra qualche minuto.' };
const BAD_CREDENTIALS = {
  non_field_errors: ['Impossibile accedere con le credenziali fornite.'],
};

const attempt = (call: Api, email: string, password: string, ip: string) =>
  call('auth/login/', { body: { email, password }, headers: { 'X-Forwarded-For': ip } });

describe('password guessing (POST auth/login/)', () => {
  it('5 wrong passwords lock the account for 15 minutes, even for the right one, from any IP', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await attempt(api, GIULIA, `Sbagliata${i}`, '203.0.113.1');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(BAD_CREDENTIALS);
      server.clock.advance(1000);
    }
    const locked = await attempt(api, GIULIA, DEMO_PASSWORD, '203.0.113.1');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(TOO_MANY_LOGINS);
    // The first failure was 5 s ago: it leaves the window in 15 min − 5 s.
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60 - 5);
    // Another IP, and the phone number of the same account: still locked.
    expect((await attempt(api, GIULIA, DEMO_PASSWORD, '198.51.100.7')).status).toBe(429);
    expect((await attempt(api, '3331234567', DEMO_PASSWORD, '198.51.100.8')).status).toBe(429);
    // Another account from the attacker's IP is unaffected (5 failures < 20 per IP).
    expect((await attempt(api, LUCA, DEMO_PASSWORD, '203.0.113.1')).status).toBe(200);
    // Still locked one second before the first failure leaves the window…
    server.clock.advance(WINDOW - 5000 - 1000);
    expect((await attempt(api, GIULIA, DEMO_PASSWORD, '203.0.113.1')).status).toBe(429);
    // …and open right after.
    server.clock.advance(1000);
    expect((await attempt(api, GIULIA, DEMO_PASSWORD, '203.0.113.1')).status).toBe(200);
  });

  it('20 failures from one IP, spread over many accounts, block that IP only', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(api, `nessuno${i}@example.com`, 'x', '203.0.113.50')).status).toBe(400);
    }
    const blocked = await attempt(api, FRANCESCA, DEMO_PASSWORD, '203.0.113.50');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY_LOGINS);
    expect((await attempt(api, FRANCESCA, DEMO_PASSWORD, '203.0.113.51')).status).toBe(200);
  });

  describe('without TRUST_PROXY (the default)', () => {
    let app: FastifyInstance;
    let direct: Api;
    beforeAll(async () => {
      app = await buildApp({ db: server.database.db, clock: server.clock.now });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      direct = client(`http://127.0.0.1:${port}/api/`);
    });
    afterAll(() => app.close());

    it('a forged X-Forwarded-For does not give the attacker fresh IPs', async () => {
      for (let i = 0; i < 20; i += 1) {
        await attempt(direct, `nessuno${i}@example.com`, 'x', `192.0.2.${i}`);
      }
      const res = await attempt(direct, FRANCESCA, DEMO_PASSWORD, '192.0.2.200');
      expect(res.status).toBe(429);
    });
  });
});

describe('shared record code guessing (POST records/open/)', () => {
  const TOO_MANY_CODES = { detail: 'Troppi tentativi: riprova tra qualche minuto.' };

  async function recordOf(email: string) {
    const res = await api('records/', { method: 'POST', token: await tokenFor(server, email) });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('counts wrong codes per user across records: switching records does not reset the count', async () => {
    const records = [await recordOf(GIULIA), await recordOf(FRANCESCA), await recordOf(GIULIA)];
    for (let i = 0; i < 5; i += 1) {
      const res = await api('records/open/', {
        token: tokens.luca,
        body: { link: records[i % 3].link, code: 'ZZZZZZ' },
      });
      expect(res.status).toBe(400);
    }
    for (const record of records) {
      const res = await api('records/open/', {
        token: tokens.luca,
        body: { link: record.link, code: record.code },
      });
      expect(res.status).toBe(429);
      expect(res.body).toEqual(TOO_MANY_CODES);
      expect(Number(res.headers.get('retry-after'))).toBe(15 * 60);
    }
    // Nothing was opened meanwhile.
    const shared = await api('records/?filter=shared', { token: tokens.luca });
    expect(shared.body.count).toBe(0);
    server.clock.advance(WINDOW + 1000);
    const opened = await api('records/open/', {
      token: tokens.luca,
      body: { link: records[0].link, code: records[0].code },
    });
    expect(opened.status).toBe(200);
  });
});
