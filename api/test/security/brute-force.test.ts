import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { DEFAULT_RATE_LIMIT } from '../../src/context';
import { passwordResetTokens } from '../../src/db/schema';
import { digest } from '../../src/lib/tokens';
import { outbox, writeCounts } from '../helpers/db';
import { client } from '../helpers/http';
import type { Api } from '../helpers/http';
import { FRANCESCA, GIULIA, LUCA, tokenFor, userId } from '../helpers/activities';
import { DEMO_PASSWORD } from '../helpers/http';
import { setupTestServer, setupTokens } from '../helpers/suite';
import { MARCO, SARA, cityIdOf, declareLawyer, order } from '../helpers/subscriptions';

/**
 * Guessing is limited where a secret can be guessed online: passwords (auth/login/), shared
 * record codes (records/open/) and coupon codes (coupon-codes/…/validate/); flooding where a
 * public request sends mail or reveals accounts: auth/password/reset/, auth/light-register/ and
 * auth/register/; probing where a public request tells a secret link live or dead:
 * auth/password/reset/check/.
 * These run with the production defaults (logins: 5 failures per account, 20 per IP, 15
 * minutes; coupons: 10 unknown codes per IP in 15 minutes; resets: 5 per IP and 5 per address
 * in 15 minutes, and 5 dead reset links checked per IP in 15 minutes; light and full registrations: 10 per IP in an hour each), not the small limits of
 * auth-login.test.ts.
 */
const { server, api } = setupTestServer({ trustProxy: true });
const tokens = setupTokens(server, { luca: LUCA, francesca: FRANCESCA });

const WINDOW = 15 * 60 * 1000;
const TOO_MANY_LOGINS = { detail: 'Troppi tentativi di accesso. Riprova tra qualche minuto.' };
const TOO_MANY_TRIES = { detail: 'Troppi tentativi: riprova tra qualche minuto.' };
const fromIp = (ip: string) => ({ 'X-Forwarded-For': ip });
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

  it('parallel guesses do not slip past the limit: 12 at once, 5 checked, 7 refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(api, GIULIA, `Parallela${i}`, '203.0.113.2')),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
    // The right password is refused too: the 5 wrong ones used up the account.
    expect((await attempt(api, GIULIA, DEMO_PASSWORD, '198.51.100.9')).status).toBe(429);
  });

  it('a right password in a parallel burst gets in and does not count against the IP', async () => {
    const answers = await Promise.all([
      attempt(api, LUCA, DEMO_PASSWORD, '203.0.113.3'),
      ...Array.from({ length: 4 }, (_, i) =>
        attempt(api, `nessuno${i}@example.com`, 'x', '203.0.113.3'),
      ),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 400, 400, 400, 400]);
    // 4 failures counted on the IP, not 5: 16 more are allowed, then 429.
    for (let i = 0; i < 16; i += 1) {
      expect((await attempt(api, `altro${i}@example.com`, 'x', '203.0.113.3')).status).toBe(400);
    }
    expect((await attempt(api, LUCA, DEMO_PASSWORD, '203.0.113.3')).status).toBe(429);
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
  const TOO_MANY_CODES = TOO_MANY_TRIES;

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
  it('parallel wrong codes do not slip past the limit: 8 at once, 5 checked, 3 refused', async () => {
    const record = await recordOf(GIULIA);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api('records/open/', { token: tokens.luca, body: { link: record.link, code: 'ZZZZZZ' } }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(3).fill(429)]);
  });

  it('unknown links, bad input and the right code do not count as wrong codes', async () => {
    const record = await recordOf(GIULIA);
    const unknownLink = `https://app.colleghi.it/records?shared=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await api('records/open/', { token: tokens.luca, body: { link: unknownLink, code: 'A' } }))
          .status,
      ).toBe(400);
      expect((await api('records/open/', { token: tokens.luca, body: { link: '' } })).status).toBe(
        400,
      );
      const right = { link: record.link, code: record.code };
      expect((await api('records/open/', { token: tokens.luca, body: right })).status).toBe(200);
    }
    for (let i = 0; i < 5; i += 1) {
      const wrong = { link: record.link, code: 'ZZZZZZ' };
      expect((await api('records/open/', { token: tokens.luca, body: wrong })).status).toBe(400);
    }
    const right = { link: record.link, code: record.code };
    expect((await api('records/open/', { token: tokens.luca, body: right })).status).toBe(429);
  });
});

describe('coupon code guessing (GET coupon-codes/{code}/validate/{typeId}/)', () => {
  const UNKNOWN = { message: 'Codice promozionale non valido.' };
  const validate = (code: string, ip: string, typeId = 1, planId = 11) =>
    api(`coupon-codes/${code}/validate/${typeId}/?plan_id=${planId}`, { headers: fromIp(ip) });

  it('10 unknown codes block the IP for 15 minutes, even for a valid code; valid codes do not count', async () => {
    for (let i = 0; i < 9; i += 1) {
      const res = await validate(`INDOVINA${i}`, '203.0.113.60');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(UNKNOWN);
      server.clock.advance(1000);
    }
    // Before the limit a valid code works, and neither it nor a known code for another plan
    // (it exists: not a guess) counts towards the limit.
    const valid = await validate('BENVENUTO20', '203.0.113.60');
    expect(valid.status).toBe(200);
    expect(valid.body.code).toBe('BENVENUTO20');
    const otherPlan = await validate('BENVENUTO20', '203.0.113.60', 2, 21);
    expect(otherPlan.body).toEqual({
      message: 'Il codice promozionale non è valido per il piano selezionato.',
    });
    expect((await validate('INDOVINA9', '203.0.113.60')).body).toEqual(UNKNOWN);

    const blocked = await validate('BENVENUTO20', '203.0.113.60');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY_TRIES);
    // The first unknown code was 9 s ago: it leaves the window in 15 min − 9 s.
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60 - 9);
    expect((await validate('INDOVINA10', '203.0.113.60')).status).toBe(429);
    // Another IP is not affected.
    expect((await validate('BENVENUTO20', '203.0.113.61')).status).toBe(200);
    expect((await validate('INDOVINA10', '203.0.113.61')).body).toEqual(UNKNOWN);
    // Once the first unknown code leaves the window, one more check fits.
    server.clock.advance(WINDOW - 9000);
    expect((await validate('BENVENUTO20', '203.0.113.60')).status).toBe(200);
  });
  it('parallel unknown codes do not slip past the limit: 14 at once, 10 checked, 4 refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => validate(`PARALLELO${i}`, '203.0.113.62')),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(4).fill(429)]);
  });
});

describe('coupon code guessing at checkout (POST stripe/create/)', () => {
  const checkout = (token: string, code: string) =>
    api('stripe/create/', {
      token,
      body: { ...order({ code }), payment_method: 'credit_card', payment_method_id: 'pm_none' },
    });

  it('10 unknown codes per user block that user, even for a valid code; other users are not affected', async () => {
    const marco = await tokenFor(server, MARCO);
    await declareLawyer(api, marco);
    for (let i = 0; i < 10; i += 1) {
      const res = await checkout(marco, `INDOVINA${i}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toEqual(['Codice promozionale non valido.']);
    }
    const blocked = await checkout(marco, 'BENVENUTO20');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY_TRIES);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another user's order is checked as usual (here: the made-up payment method).
    const sara = await tokenFor(server, SARA);
    await declareLawyer(api, sara);
    const other = await checkout(sara, 'BENVENUTO20');
    expect(other.status).toBe(400);
    expect(other.body.code).toBeUndefined();
  });
});

describe('password reset flooding (POST auth/password/reset/)', () => {
  const RESET_SENT = {
    detail: "Ti abbiamo inviato un'e-mail con le istruzioni per reimpostare la password.",
  };
  const reset = (email: string, ip: string) =>
    api('auth/password/reset/', { body: { email }, headers: fromIp(ip) });

  it('5 requests per address, from any IPs, then 429: the same for a real and an unknown address', async () => {
    const answers = [];
    for (const email of [GIULIA, 'nessuno@example.com']) {
      for (let i = 1; i <= 5; i += 1) {
        const res = await reset(email, `198.51.100.${i}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(RESET_SENT);
      }
      const blocked = await reset(email, '198.51.100.99');
      answers.push([blocked.status, blocked.body, blocked.headers.get('retry-after')]);
    }
    // Nothing tells the real account from the unknown one.
    expect(answers).toEqual([
      [429, TOO_MANY_TRIES, String(15 * 60)],
      [429, TOO_MANY_TRIES, String(15 * 60)],
    ]);
    // Only the 5 accepted requests for the real account sent mail.
    const emails = await outbox(server.database);
    expect(emails.map((email) => email.to)).toEqual(Array(5).fill(GIULIA));
    // Other addresses are not affected; after the window the address is served again.
    expect((await reset(LUCA, '198.51.100.99')).status).toBe(200);
    server.clock.advance(WINDOW);
    expect((await reset(GIULIA, '198.51.100.99')).status).toBe(200);
  });

  it('5 requests from one IP, whatever the addresses, block that IP only', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await reset(`sconosciuto${i}@example.com`, '203.0.113.70')).status).toBe(200);
    }
    const blocked = await reset(FRANCESCA, '203.0.113.70');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY_TRIES);
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);
    expect(await outbox(server.database)).toHaveLength(0);
    // The same address from another IP is served.
    expect((await reset(FRANCESCA, '203.0.113.71')).body).toEqual(RESET_SENT);
    expect(await outbox(server.database)).toHaveLength(1);
  });
});

describe('reset link probing (POST auth/password/reset/check/)', () => {
  const DEAD_LINK = {
    token: [
      'Il link per reimpostare la password non è valido, è già stato usato o è scaduto: chiedine uno nuovo.',
    ],
  };
  const check = (uid: number, token: string, ip: string) =>
    api('auth/password/reset/check/', { body: { uid, token }, headers: fromIp(ip) });

  it('5 dead links per IP, then 429 even for a live link; live links do not count', async () => {
    const uid = await userId(server, GIULIA);
    const token = 'a'.repeat(48);
    await server.database.db.insert(passwordResetTokens).values({
      digest: digest(token),
      userId: uid,
      expiresAt: new Date(server.clock.now().getTime() + WINDOW * 4),
    });
    for (let i = 0; i < 10; i += 1) {
      expect((await check(uid, token, '203.0.113.80')).status).toBe(200);
    }
    for (let i = 0; i < 5; i += 1) {
      const res = await check(uid, `${i}`.repeat(48), '203.0.113.80');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(DEAD_LINK);
      server.clock.advance(1000);
    }
    const blocked = await check(uid, token, '203.0.113.80');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY_TRIES);
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60 - 5);
    // Another IP is served; after the window the first one is too.
    expect((await check(uid, token, '203.0.113.81')).status).toBe(200);
    server.clock.advance(WINDOW);
    expect((await check(uid, token, '203.0.113.80')).status).toBe(200);
    // Checking never used the link.
    expect(await server.database.db.select().from(passwordResetTokens)).toHaveLength(1);
  });
});

/**
 * A sign-up endpoint limited to 10 requests per IP an hour: a refused request counts too
 * ("already used" answers would enumerate accounts), the 10th is refused without writing
 * anything, and another IP is not affected.
 */
async function expectSignUpFlooding(
  path: string,
  signUp: (n: number, ip: string) => ReturnType<Api>,
  ip: string,
  otherIp: string,
) {
  const refused = await api(path, { body: {}, headers: fromIp(ip) });
  expect(refused.status).toBe(400);
  for (let n = 1; n <= 9; n += 1) expect((await signUp(n, ip)).status).toBe(201);

  const before = await writeCounts(server.database);
  const blocked = await signUp(10, ip);
  expect(blocked.status).toBe(429);
  expect(blocked.body).toEqual(TOO_MANY_TRIES);
  expect(Number(blocked.headers.get('retry-after'))).toBe(60 * 60);
  expect(await writeCounts(server.database)).toEqual(before);
  expect((await signUp(10, otherIp)).status).toBe(201);
}

describe('light registration flooding (POST auth/light-register/)', () => {
  let napoliId: number;
  beforeAll(async () => {
    napoliId = await cityIdOf(server, 'Napoli');
  });
  const signUp = (n: number, ip: string) =>
    api('auth/light-register/', {
      headers: fromIp(ip),
      body: {
        first_name: 'Ospite',
        last_name: `Numero ${n}`,
        email: `ospite${n}@example.com`,
        phone: `32098765${String(n).padStart(2, '0')}`,
        privacy: true,
        terms: true,
        profile: { type: 'LAWYER', lawfirm: { city: napoliId } },
      },
    });

  it('10 requests per IP in an hour, refused ones included, then 429 and nothing written', async () => {
    await expectSignUpFlooding('auth/light-register/', signUp, '203.0.113.80', '203.0.113.81');
    // After the hour the IP may sign up again.
    server.clock.advance(60 * 60 * 1000);
    expect((await signUp(11, '203.0.113.80')).status).toBe(201);
  });
});

describe('sign-up flooding (POST auth/register/)', () => {
  let romaId: number;
  beforeAll(async () => {
    romaId = await cityIdOf(server, 'Roma');
  });
  const register = (n: number, ip: string) =>
    api('auth/register/', {
      headers: fromIp(ip),
      body: {
        first_name: 'Collega',
        last_name: `Numero ${n}`,
        email: `collega${n}@example.com`,
        password1: 'segreta123',
        password2: 'segreta123',
        phone: `34712345${String(n).padStart(2, '0')}`,
        terms: true,
        privacy: true,
        gdpr: false,
        profile: { type: 'PRACTICING', city: romaId },
      },
    });

  it('10 requests per IP in an hour, refused ones included, then 429 and no account', async () => {
    await expectSignUpFlooding('auth/register/', register, '203.0.113.90', '203.0.113.91');
  });
});

describe('limits of the other endpoints are configurable', () => {
  it('come from the environment, each with its default', () => {
    expect(loadConfig({}).rateLimit).toEqual(DEFAULT_RATE_LIMIT);
    const { rateLimit } = loadConfig({
      COUPON_MAX_FAILURES_PER_IP: '3',
      COUPON_WINDOW_SECONDS: '60',
      PASSWORD_RESET_MAX_PER_IP: '7',
      PASSWORD_RESET_MAX_PER_ADDRESS: '2',
      PASSWORD_RESET_WINDOW_SECONDS: '600',
      LIGHT_REGISTER_MAX_PER_IP: '4',
      REGISTER_WINDOW_SECONDS: '120',
    });
    expect(rateLimit).toEqual({
      ...DEFAULT_RATE_LIMIT,
      couponIp: { max: 3, windowMs: 60_000 },
      resetIp: { max: 7, windowMs: 600_000 },
      resetAddress: { max: 2, windowMs: 600_000 },
      lightRegisterIp: { max: 4, windowMs: 60 * 60 * 1000 },
      registerIp: { max: 10, windowMs: 120_000 },
    });
  });

  describe('buildApp({ rateLimit })', () => {
    let app: FastifyInstance;
    let small: Api;
    beforeAll(async () => {
      app = await buildApp({
        db: server.database.db,
        clock: server.clock.now,
        rateLimit: {
          couponIp: { max: 1, windowMs: 60_000 },
          resetAddress: { max: 1, windowMs: 60_000 },
          lightRegisterIp: { max: 1, windowMs: 60_000 },
        },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      small = client(`http://127.0.0.1:${port}/api/`);
    });
    afterAll(() => app.close());

    it('takes the limits and windows it is given', async () => {
      expect((await small('coupon-codes/NONESISTE/validate/1/')).status).toBe(400);
      const coupon = await small('coupon-codes/BENVENUTO20/validate/1/');
      expect(coupon.status).toBe(429);
      expect(coupon.headers.get('retry-after')).toBe('60');

      const reset = () => small('auth/password/reset/', { body: { email: GIULIA } });
      expect((await reset()).status).toBe(200);
      expect((await reset()).status).toBe(429);

      expect((await small('auth/light-register/', { body: {} })).status).toBe(400);
      const signUp = await small('auth/light-register/', { body: {} });
      expect(signUp.status).toBe(429);
      expect(signUp.body).toEqual(TOO_MANY_TRIES);
    });
  });
});
