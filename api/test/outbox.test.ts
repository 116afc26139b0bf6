import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../src/app';
import { buildApp } from '../src/app';
import { StartRefusedError, loadConfig, outboxNotice } from '../src/config';
import { queryRows } from '../src/db/client';
import { cities, outboxEmails } from '../src/db/schema';
import { openSecrets, queueEmail } from '../src/lib/outbox';
import { GIULIA } from './helpers/activities';
import { outbox } from './helpers/db';
import type { Api } from './helpers/http';
import { client, login } from './helpers/http';
import { setupTestServer } from './helpers/suite';

const KEY = randomBytes(32);
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const GUEST = 'carlo.neri@example.com';

// The server of the file runs as production would: no EXPOSE_OUTBOX, a key for the relay.
const { server, api } = setupTestServer({ outboxKey: KEY });

/** Every row of outbox_emails, each whole row as PostgreSQL writes it as text. */
async function rowsAsText(): Promise<string[]> {
  const rows = await queryRows<{ row: string }>(
    server.database.db,
    sql`select t::text as row from outbox_emails t order by t.id`,
  );
  return rows.map((r) => r.row);
}

const opened: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

/** Another app on the file's database and clock, with other settings; closed after the test. */
async function otherApp(options: Omit<BuildAppOptions, 'db' | 'clock'>) {
  const app = await buildApp({ db: server.database.db, clock: server.clock.now, ...options });
  opened.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, api: client(`http://127.0.0.1:${port}/api/`) };
}

async function lightRegister(call: Api) {
  const [napoli] = await server.database.db.select().from(cities).where(eq(cities.name, 'Napoli'));
  const res = await call('auth/light-register/', {
    body: {
      first_name: 'Carlo',
      last_name: 'Neri',
      email: GUEST,
      phone: '3209876543',
      privacy: true,
      terms: true,
      profile: { type: 'LAWYER', lawfirm: { city: napoli.id } },
    },
  });
  expect(res.status).toBe(201);
}

async function requestReset(call: Api) {
  expect((await call('auth/password/reset/', { body: { email: GIULIA } })).status).toBe(200);
}

describe('without EXPOSE_OUTBOX, with OUTBOX_KEY', () => {
  it('keeps the generated password out of every column; the sealed one opens and works', async () => {
    await lightRegister(api);
    const [mail] = await outbox(server.database);
    expect(mail.body).toContain('Password: {{password}}');
    expect(mail.secretsWithheld).toBe(false);
    const { password } = openSecrets(mail.sealedSecrets ?? '', KEY, GUEST);
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(await login(api, GUEST, password)).toMatch(/^[0-9a-f]{40}$/);
    const rows = await rowsAsText();
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toContain(password);
  });

  it('keeps the reset token out of every column; the sealed one opens and resets', async () => {
    await requestReset(api);
    const [mail] = await outbox(server.database);
    expect(mail.body).toMatch(/reset-password\/\?uid=\d+&token=\{\{token\}\}\n/);
    const { token } = openSecrets(mail.sealedSecrets ?? '', KEY, GIULIA);
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect((await rowsAsText()).join('\n')).not.toContain(token);
    const uid = /uid=(\d+)/.exec(mail.body)?.[1];
    const confirmed = await api('auth/password/reset/confirm/', {
      body: { uid, token, new_password1: 'NuovaPassword77', new_password2: 'NuovaPassword77' },
    });
    expect(confirmed.status).toBe(200);
    // The password-changed notice that follows has no secret: stored as written.
    const notice = (await outbox(server.database)).at(-1);
    expect(notice).toMatchObject({ subject: 'La password di Colleghi è stata cambiata' });
    expect(notice?.sealedSecrets).toBeNull();
  });

  it('opens only with the same key and for the same recipient', async () => {
    await requestReset(api);
    const [mail] = await outbox(server.database);
    const sealed = mail.sealedSecrets ?? '';
    expect(() => openSecrets(sealed, randomBytes(32), GIULIA)).toThrow();
    expect(() => openSecrets(sealed, KEY, 'altro@example.com')).toThrow();
    // Two e-mails with the same secret do not look alike (a fresh IV each time).
    const again = { to: GIULIA, subject: 's', body: '{{token}}', secrets: { token: 'abc' } };
    await queueEmail(server.database.db, again, server.clock.now(), { inClear: false, key: KEY });
    await queueEmail(server.database.db, again, server.clock.now(), { inClear: false, key: KEY });
    const [, first, second] = await outbox(server.database);
    expect(first.sealedSecrets).not.toBe(second.sealedSecrets);
  });
});

describe('without EXPOSE_OUTBOX and without a key', () => {
  it('stores the e-mails without their secrets and marks them undeliverable', async () => {
    const other = await otherApp({});
    await lightRegister(other.api);
    await requestReset(other.api);
    const mails = await outbox(server.database);
    expect(mails.map((m) => [m.to, m.sealedSecrets, m.secretsWithheld])).toEqual([
      [GUEST, null, true],
      [GIULIA, null, true],
    ]);
    expect(mails[0].body).toContain('Password: {{password}}');
    expect(mails[1].body).toContain('&token={{token}}');
  });

  it('writes a known secret nowhere in the row', async () => {
    const secret = 'SegretoNoto42';
    await queueEmail(
      server.database.db,
      {
        to: GIULIA,
        subject: 'Prova',
        body: 'Password: {{password}}',
        secrets: { password: secret },
      },
      server.clock.now(),
      { inClear: false, key: null },
    );
    const rows = await rowsAsText();
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toContain(secret);
    expect(rows[0]).toContain('Password: {{password}}');
  });

  it('refuses to queue secrets without the outbox settings', async () => {
    const mail = { to: GIULIA, subject: 'Prova', body: '{{token}}', secrets: { token: 'abc' } };
    await expect(queueEmail(server.database.db, mail, server.clock.now())).rejects.toThrow();
    expect(await outbox(server.database)).toHaveLength(0);
  });
});

describe('with EXPOSE_OUTBOX', () => {
  it('stores the bodies in clear, as the development mailbox shows them', async () => {
    const other = await otherApp({ exposeOutbox: true, outboxKey: KEY });
    await lightRegister(other.api);
    await requestReset(other.api);
    const mails = await outbox(server.database);
    const password = /^Password: (\S+)$/m.exec(mails[0].body)?.[1] ?? '';
    expect(await login(api, GUEST, password)).toMatch(/^[0-9a-f]{40}$/);
    expect(mails[1].body).toMatch(/reset-password\/\?uid=\d+&token=[0-9a-f]{48}\n/);
    expect(mails.map((m) => [m.sealedSecrets, m.secretsWithheld])).toEqual([
      [null, false],
      [null, false],
    ]);
    const shown = await other.api(`dev/outbox/?to=${GUEST}`);
    expect(shown.body.results[0].body).toBe(mails[0].body);
  });
});

describe('retention', () => {
  /**
   * Rows queued and sent `ages` ago (by the test clock), oldest first: only what was sent (or
   * given up) ages; pending rows stay (mail-relay.test.ts).
   */
  async function queueAged(ages: number[]) {
    const now = server.clock.now().getTime();
    for (const [i, age] of ages.entries()) {
      await server.database.db.insert(outboxEmails).values({
        to: `persona${i}@example.com`,
        subject: 'Prova',
        body: `età ${age}`,
        createdAt: new Date(now - age),
        sentAt: new Date(now - age),
      });
    }
  }

  const remaining = async () => (await outbox(server.database)).map((m) => m.to);

  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 200 && !(await check()); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('the sweep deletes the e-mails older than 7 days (the default) and keeps the younger', async () => {
    await queueAged([30 * DAY, 7 * DAY + MINUTE, 7 * DAY - MINUTE, 0]);
    await otherApp({ expirySweepMs: 20 });
    await until(async () => (await remaining()).length < 4);
    // A few more sweeps: the younger rows stay.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await remaining()).toEqual(['persona2@example.com', 'persona3@example.com']);
  });

  it('follows the clock and the configured retention', async () => {
    await queueAged([2 * DAY, DAY + MINUTE, DAY - MINUTE]);
    server.clock.advance(DAY);
    await otherApp({ expirySweepMs: 20, outboxRetentionMs: 2 * DAY });
    await until(async () => (await remaining()).length < 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await remaining()).toEqual(['persona2@example.com']);
  });

  it('reading the development mailbox deletes nothing', async () => {
    await queueAged([30 * DAY]);
    const other = await otherApp({ exposeOutbox: true, expirySweepMs: 0 });
    const shown = await other.api('dev/outbox/?to=persona0@example.com');
    expect(shown.body.count).toBe(1);
    expect(await remaining()).toEqual(['persona0@example.com']);
  });

  it('stops sweeping when the app closes', async () => {
    const other = await otherApp({ expirySweepMs: 20 });
    opened.splice(opened.indexOf(other.app), 1);
    await other.app.close();
    await queueAged([30 * DAY]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await remaining()).toEqual(['persona0@example.com']);
  });
});

describe('settings', () => {
  it('OUTBOX_KEY: 32 bytes as 64 hex digits or base64; unset: none', () => {
    const key = randomBytes(32);
    expect(loadConfig({ OUTBOX_KEY: key.toString('hex') }).outboxKey).toEqual(key);
    expect(loadConfig({ OUTBOX_KEY: key.toString('base64') }).outboxKey).toEqual(key);
    expect(loadConfig({ OUTBOX_KEY: key.toString('base64url') }).outboxKey).toEqual(key);
    expect(loadConfig({}).outboxKey).toBeNull();
    expect(loadConfig({ OUTBOX_KEY: ' ' }).outboxKey).toBeNull();
  });

  it('refuses a malformed OUTBOX_KEY in one line', () => {
    for (const value of ['segreto', randomBytes(16).toString('hex'), 'x'.repeat(64)]) {
      expect(() => loadConfig({ OUTBOX_KEY: value })).toThrow(StartRefusedError);
    }
    expect(() => loadConfig({ OUTBOX_KEY: 'segreto' })).toThrow(
      'Avvio rifiutato: OUTBOX_KEY non è valida; servono 32 byte, scritti come 64 cifre ' +
        'esadecimali o in base64 (per esempio: openssl rand -base64 32).',
    );
  });

  it('OUTBOX_RETENTION_DAYS: 7 by default', () => {
    expect(loadConfig({}).outboxRetentionMs).toBe(7 * DAY);
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: '30' }).outboxRetentionMs).toBe(30 * DAY);
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: '0' }).outboxRetentionMs).toBe(7 * DAY);
  });

  it('says in one line that e-mails with secrets cannot go, only when neither kept nor sealed', () => {
    const notice = outboxNotice({ exposeOutbox: false, outboxKey: null });
    expect(notice).toBe(
      'OUTBOX_KEY non impostata: le e-mail con password generate o link di reimpostazione ' +
        'restano nella outbox senza il segreto e non possono essere recapitate.',
    );
    expect(outboxNotice({ exposeOutbox: false, outboxKey: KEY })).toBeNull();
    expect(outboxNotice({ exposeOutbox: true, outboxKey: null })).toBeNull();
  });
});
