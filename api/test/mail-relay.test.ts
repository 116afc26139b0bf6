import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../src/app';
import { buildApp } from '../src/app';
import { StartRefusedError, loadConfig, mailNotice, productionRefusals } from '../src/config';
import { queryRows } from '../src/db/client';
import { cities, outboxEmails } from '../src/db/schema';
import type { RelayTuning } from '../src/lib/mail-relay';
import { DEFAULT_MAIL_FROM, DEFAULT_RELAY_TUNING, recipientProblem } from '../src/lib/mail-relay';
import { deleteOldEmails, queueEmail } from '../src/lib/outbox';
import { GIULIA } from './helpers/activities';
import { outbox } from './helpers/db';
import type { Api } from './helpers/http';
import { client, login } from './helpers/http';
import type { TestSmtp } from './helpers/smtp';
import { startTestSmtp, waitFor } from './helpers/smtp';
import { setupTestServer } from './helpers/suite';

const KEY = randomBytes(32);
const DAY = 24 * 60 * 60 * 1000;
const GUEST = 'carlo.neri@example.com';
/** Short enough for a test, long enough that no lease runs out under a busy machine. */
const FAST: RelayTuning = {
  pollMs: 50,
  batchSize: 10,
  leaseMs: 30_000,
  maxAttempts: 10,
  retryBaseMs: 100,
};

// The file's server sends nothing (no relay): each test starts the relays it wants.
const { server } = setupTestServer({ outboxKey: KEY });
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.stop());

const opened: FastifyInstance[] = [];
beforeEach(() => {
  smtp.received.length = 0;
  smtp.answer = () => 'accept';
});
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

/**
 * An app with a relay to the test's SMTP server, on the file's database. Its clock is the real
 * one unless given (the relay's leases and retries are real waits).
 */
async function relayApp(
  tuning: Partial<RelayTuning> = {},
  options: Partial<BuildAppOptions> = {},
): Promise<{ app: FastifyInstance; api: Api }> {
  const app = await buildApp({
    db: server.database.db,
    clock: () => new Date(),
    outboxKey: KEY,
    expirySweepMs: 0,
    mail: { smtpUrl: smtp.url, ...FAST, ...tuning },
    ...options,
  });
  opened.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, api: client(`http://127.0.0.1:${port}/api/`) };
}

async function queue(to: string, at = new Date()) {
  await queueEmail(server.database.db, { to, subject: 'Prova', body: `Ciao ${to}` }, at);
}

const settled = async () =>
  (await outbox(server.database)).every((row) => row.sentAt !== null || row.failedAt !== null);
const recipients = () => smtp.received.flatMap((mail) => mail.to).sort();

async function rowOf(to: string) {
  const [row] = await server.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  return row;
}

describe('the relay of a process', () => {
  it('sends each queued e-mail once, and records the send on its row', async () => {
    const addresses = Array.from({ length: 25 }, (_, i) => `collega${i}@example.com`);
    for (const to of addresses) await queue(to);
    await relayApp();
    await waitFor('every e-mail sent', settled);
    expect(recipients()).toEqual([...addresses].sort());
    const rows = await outbox(server.database);
    expect(new Set(smtp.received.map((mail) => mail.messageId))).toEqual(
      new Set(rows.map((row) => row.messageId)),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ attempts: 1, lockedUntil: null, lockedBy: null, failedAt: null });
      expect(row.messageId).toMatch(/^<outbox\.\d+\.\d+@colleghi\.it>$/);
    }
    const [first] = smtp.received;
    expect(first.raw).toMatch(/^From: Colleghi <no-reply@colleghi\.it>$/m);
    expect(first.text).toContain('Ciao collega');
  });

  it('SMTP down: nothing is lost, the e-mails wait with backoff and go once it is back', async () => {
    const addresses = ['anna@example.com', 'bruno@example.com', 'carla@example.com'];
    await smtp.stop();
    try {
      for (const to of addresses) await queue(to);
      await relayApp();
      // Read between two attempts: a row claimed for its next one is locked meanwhile. A lease
      // never released after a failure would keep this waiting until it times out.
      await waitFor('two failed attempts each, none under way', async () =>
        (await outbox(server.database)).every((row) => row.attempts >= 2 && row.lockedBy === null),
      );
      for (const row of await outbox(server.database)) {
        expect(row).toMatchObject({ sentAt: null, failedAt: null, lockedBy: null });
        expect(row.lastError).toMatch(/^Server SMTP non disponibile \(ECONNREFUSED\): /);
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
      }
    } finally {
      await smtp.restart();
    }
    await waitFor('every e-mail sent', settled);
    expect(recipients()).toEqual(addresses);
    for (const row of await outbox(server.database)) {
      expect(row.sentAt).not.toBeNull();
      expect(row.lastError).toBeNull();
    }
  });

  it('waits twice as long after each failure, and gives up after the last attempt', async () => {
    await smtp.stop();
    try {
      await queue('anna@example.com', server.clock.now());
      // The test's clock, still between polls: each attempt happens when the test moves it.
      await relayApp(
        { retryBaseMs: 60_000, maxAttempts: 3, pollMs: 20 },
        { clock: server.clock.now },
      );
      const start = server.clock.now().getTime();
      const attempted = async (n: number) => {
        await waitFor(`attempt ${n}`, async () => {
          const row = await rowOf('anna@example.com');
          return row.attempts === n && row.lockedBy === null;
        });
        return rowOf('anna@example.com');
      };
      expect((await attempted(1)).nextAttemptAt.getTime()).toBe(start + 60_000);
      server.clock.advance(59_000);
      // Not due yet: a few polls go by without a claim.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await rowOf('anna@example.com')).attempts).toBe(1);
      server.clock.advance(1_000);
      expect((await attempted(2)).nextAttemptAt.getTime()).toBe(start + 60_000 + 120_000);
      server.clock.advance(120_000);
      const last = await attempted(3);
      expect(last.failedAt).toEqual(new Date(start + 180_000));
      expect(last.lastError).toMatch(
        /^Tentativi esauriti \(3\): Server SMTP non disponibile \(ECONNREFUSED\): /,
      );
      server.clock.advance(DAY);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await rowOf('anna@example.com')).attempts).toBe(3);
    } finally {
      await smtp.restart();
    }
    expect(smtp.received).toEqual([]);
  });

  it('an address that could inject headers, or is not one address, fails alone with its reason', async () => {
    const injected = [
      'carla@example.com\r\nBcc: vittima@example.com',
      'dario@example.com\nSubject: Vinci un premio',
      'elena@example.com\r\n',
    ];
    const invalid = ['non un indirizzo', '"Eva" <eva@example.com>', 'a@example.com, vittima@b.it'];
    await queue('anna@example.com');
    for (const to of [...injected, ...invalid]) await queue(to);
    await queue('bruno@example.com');
    await relayApp();
    await waitFor('every row settled', settled);

    expect(recipients()).toEqual(['anna@example.com', 'bruno@example.com']);
    expect(smtp.received.some((mail) => mail.raw.includes('vittima'))).toBe(false);
    for (const to of injected) {
      expect(await rowOf(to)).toMatchObject({
        sentAt: null,
        failedAt: expect.any(Date),
        attempts: 1,
        lastError: 'Indirizzo rifiutato: contiene un a capo (possibile iniezione di intestazioni).',
      });
    }
    for (const to of invalid) {
      expect(await rowOf(to)).toMatchObject({
        sentAt: null,
        failedAt: expect.any(Date),
        attempts: 1,
        lastError: 'Indirizzo non valido: serve un solo indirizzo nella forma nome@dominio.it.',
      });
    }
  });

  it('recipientProblem: plain addresses pass, anything else is named', () => {
    for (const ok of ['a@b.it', 'nome.cognome+tag@studio-legale.example.com', "o'neil@x.org"]) {
      expect(recipientProblem(ok)).toBeNull();
    }
    expect(recipientProblem('a@b.it\u0000')).toBe(
      'Indirizzo rifiutato: contiene caratteri di controllo.',
    );
    for (const bad of [
      'a@b',
      '@b.it',
      'a@@b.it',
      'a b@c.it',
      'a@-b.it',
      `${'x'.repeat(250)}@b.it`,
    ]) {
      expect(recipientProblem(bad)).toMatch(/^Indirizzo non valido/);
    }
  });

  it('a permanent refusal (5xx) fails that e-mail only; a temporary one (4xx) is tried again', async () => {
    smtp.answer = (address, nth) => {
      if (address === 'rifiuta@example.com') {
        return { code: 550, text: '5.1.1 Casella inesistente' };
      }
      if (address === 'occupato@example.com' && nth === 1) {
        return { code: 451, text: '4.7.1 Riprova più tardi' };
      }
      return 'accept';
    };
    for (const to of ['anna@example.com', 'rifiuta@example.com', 'occupato@example.com']) {
      await queue(to);
    }
    await queue('bruno@example.com');
    await relayApp();
    await waitFor('every row settled', settled);

    expect(recipients()).toEqual(['anna@example.com', 'bruno@example.com', 'occupato@example.com']);
    const refused = await rowOf('rifiuta@example.com');
    expect(refused).toMatchObject({ sentAt: null, attempts: 1, failedAt: expect.any(Date) });
    expect(refused.lastError).toMatch(/^Rifiutata dal server SMTP: 550 .*Casella inesistente/);
    const retried = await rowOf('occupato@example.com');
    expect(retried).toMatchObject({ failedAt: null, attempts: 2, sentAt: expect.any(Date) });
    // The reason of the failed attempt goes once the e-mail is sent.
    expect(retried.lastError).toBeNull();
  });

  it('an e-mail whose secrets were withheld fails at once, saying why', async () => {
    await queueEmail(
      server.database.db,
      { to: GUEST, subject: 'Prova', body: 'Password: {{password}}', secrets: { password: 'x' } },
      new Date(),
      { inClear: false, key: null },
    );
    await queue('anna@example.com');
    await relayApp();
    await waitFor('every row settled', settled);
    expect(recipients()).toEqual(['anna@example.com']);
    expect(await rowOf(GUEST)).toMatchObject({
      failedAt: expect.any(Date),
      lastError:
        "Segreti non conservati: quando l'e-mail è stata accodata mancava OUTBOX_KEY, " +
        'quindi non può essere completata.',
    });
  });

  it('without OUTBOX_KEY, leaves the sealed e-mails to a process that has it', async () => {
    await queueEmail(
      server.database.db,
      { to: GUEST, subject: 'Prova', body: 'Codice: {{code}}', secrets: { code: '4711' } },
      new Date(),
      { inClear: false, key: KEY },
    );
    await queue('anna@example.com');
    await relayApp({}, { outboxKey: null });
    await waitFor(
      'the plain e-mail sent',
      async () => (await rowOf('anna@example.com')).sentAt !== null,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rowOf(GUEST)).toMatchObject({ attempts: 0, sentAt: null, failedAt: null });
    await relayApp();
    await waitFor('the sealed e-mail sent', settled);
    expect(smtp.received.find((mail) => mail.to[0] === GUEST)?.text).toContain('Codice: 4711');
  });
});

describe('secrets', () => {
  async function lightRegister(call: Api) {
    const [napoli] = await server.database.db
      .select()
      .from(cities)
      .where(eq(cities.name, 'Napoli'));
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

  /** Every row of outbox_emails, each whole row as PostgreSQL writes it as text. */
  async function rowsAsText(): Promise<string[]> {
    const rows = await queryRows<{ row: string }>(
      server.database.db,
      sql`select t::text as row from outbox_emails t order by t.id`,
    );
    return rows.map((r) => r.row);
  }

  it('the sealed password arrives in the e-mail, right after the commit; the database never holds it', async () => {
    // Polling once a minute: only the wake-up after the sign-up's commit sends the e-mail now.
    const relay = await relayApp({ pollMs: 60_000 });
    await lightRegister(relay.api);
    await waitFor('the welcome e-mail', () => smtp.received.length === 1, 15_000);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([GUEST]);
    expect(mail.subject).toBe('Benvenuto su Colleghi: ecco la tua password');
    const password = /^Password: (\S+)$/m.exec(mail.text)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(mail.text).not.toContain('{{');
    // The HTML part has it too, and the security mail no unsubscribe header.
    expect(mail.html).toContain(`Password: ${password}`);
    expect(mail.html).not.toContain('{{');
    expect(mail.raw).not.toMatch(/^List-Unsubscribe/im);
    expect(await login(relay.api, GUEST, password)).toMatch(/^[0-9a-f]{40}$/);

    const [row] = await outbox(server.database);
    expect(row).toMatchObject({ kind: 'welcome-password', messageId: mail.messageId });
    expect(row.body).toContain('Password: {{password}}');
    const stored = await rowsAsText();
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(password);
  });

  it('a notice e-mail goes with its HTML part and the one-click unsubscribe headers', async () => {
    const link = 'https://api.colleghi.it/api/users/unsubscribe/?token=1.2.abc';
    await queueEmail(
      server.database.db,
      {
        kind: 'course-purchased',
        to: GUEST,
        subject: 'Corso acquistato',
        body: 'Testo',
        html: '<p>Testo</p>',
        listUnsubscribe: link,
      },
      new Date(),
    );
    await relayApp();
    await waitFor('the notice e-mail', () => smtp.received.length === 1, 15_000);
    const [mail] = smtp.received;
    expect(mail.text.trim()).toBe('Testo');
    expect(mail.html.trim()).toBe('<p>Testo</p>');
    const headers = mail.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`\r\nList-Unsubscribe: <${link}>\r\n`);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n/m);
  });

  it('the reset link arrives with its token, which works; the notice of the change follows', async () => {
    const relay = await relayApp({ pollMs: 60_000 });
    expect((await relay.api('auth/password/reset/', { body: { email: GIULIA } })).status).toBe(200);
    await waitFor('the reset e-mail', () => smtp.received.length === 1, 15_000);
    const link = /reset-password\/\?uid=(\d+)&token=([0-9a-f]{48})$/m.exec(smtp.received[0].text);
    expect(link).not.toBeNull();
    const [, uid, token] = link ?? [];
    expect((await rowsAsText()).join('\n')).not.toContain(token);
    const confirmed = await relay.api('auth/password/reset/confirm/', {
      body: { uid, token, new_password1: 'NuovaPassword77', new_password2: 'NuovaPassword77' },
    });
    expect(confirmed.status).toBe(200);
    await waitFor('the notice', () => smtp.received.length === 2, 15_000);
    expect(smtp.received[1].subject).toBe('La password di Colleghi è stata cambiata');
    expect((await outbox(server.database)).map((row) => row.kind)).toEqual([
      'password-reset',
      'password-changed',
    ]);
  });
});

describe('retention', () => {
  it('the sweep keeps the e-mails not sent yet, however old; it counts from the end of the others', async () => {
    const now = server.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const rows = [
      { to: 'in-attesa@example.com', createdAt: ago(30 * DAY) },
      { to: 'riprova@example.com', createdAt: ago(30 * DAY), attempts: 3, lastError: 'x' },
      { to: 'inviata@example.com', createdAt: ago(30 * DAY), sentAt: ago(29 * DAY) },
      { to: 'fallita@example.com', createdAt: ago(30 * DAY), failedAt: ago(8 * DAY) },
      { to: 'inviata-tardi@example.com', createdAt: ago(30 * DAY), sentAt: ago(DAY) },
    ];
    for (const row of rows) {
      await server.database.db
        .insert(outboxEmails)
        .values({ subject: 'Prova', body: 'Ciao', nextAttemptAt: row.createdAt, ...row });
    }
    await deleteOldEmails(server.database.db, now, 7 * DAY);
    expect((await outbox(server.database)).map((row) => row.to)).toEqual([
      'in-attesa@example.com',
      'riprova@example.com',
      'inviata-tardi@example.com',
    ]);
  });
});

describe('settings', () => {
  it('SMTP_URL, MAIL_FROM, MAIL=disabled and the relay tuning come from the environment', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: null,
      from: DEFAULT_MAIL_FROM,
      disabled: false,
      ...DEFAULT_RELAY_TUNING,
    });
    expect(DEFAULT_MAIL_FROM).toBe('Colleghi <no-reply@colleghi.it>');
    expect(
      loadConfig({
        SMTP_URL: 'smtps://utente:segreta@smtp.example.com:465',
        MAIL_FROM: 'Studio <studio@example.com>',
        MAIL: 'disabled',
        MAIL_POLL_MS: '100',
        MAIL_BATCH_SIZE: '5',
        MAIL_LEASE_MS: '3000',
        MAIL_MAX_ATTEMPTS: '2',
        MAIL_RETRY_BASE_MS: '50',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://utente:segreta@smtp.example.com:465',
      from: 'Studio <studio@example.com>',
      disabled: true,
      pollMs: 100,
      batchSize: 5,
      leaseMs: 3000,
      maxAttempts: 2,
      retryBaseMs: 50,
    });
  });

  it('refuses an SMTP_URL that is not an smtp:// or smtps:// address, in one line', () => {
    for (const value of ['localhost:1025', 'http://localhost:1025', 'smtp://']) {
      expect(() => loadConfig({ SMTP_URL: value })).toThrow(StartRefusedError);
    }
    expect(() => loadConfig({ SMTP_URL: 'posta' })).toThrow(
      'Avvio rifiutato: SMTP_URL non è valida; serve un indirizzo smtp:// o smtps:// ' +
        '(per esempio smtp://localhost:1025 o smtps://utente:password@smtp.esempio.it:465).',
    );
  });

  it('APP_URL is the base of the links in e-mails; WEB_URL, its older name, still works', () => {
    expect(loadConfig({}).webUrl).toBe('http://localhost:3000');
    expect(loadConfig({ WEB_URL: 'https://vecchio.example.com' }).webUrl).toBe(
      'https://vecchio.example.com',
    );
    expect(
      loadConfig({ APP_URL: 'https://app.example.com', WEB_URL: 'https://vecchio.example.com' })
        .webUrl,
    ).toBe('https://app.example.com');
  });

  it('production refuses to start without SMTP_URL unless MAIL=disabled says so', () => {
    const production = { NODE_ENV: 'production', PAYMENTS: 'sandbox' };
    expect(productionRefusals(loadConfig(production))).toEqual([
      'Avvio rifiutato con NODE_ENV=production: manca SMTP_URL e nessuna e-mail partirebbe ' +
        '(reimpostazioni della password, password generate); imposta SMTP_URL, oppure ' +
        'MAIL=disabled per avviare apposta senza inviare e-mail.',
    ]);
    expect(productionRefusals(loadConfig({ ...production, MAIL: 'disabled' }))).toEqual([]);
    expect(
      productionRefusals(loadConfig({ ...production, SMTP_URL: 'smtp://smtp.example.com' })),
    ).toEqual([]);
    expect(productionRefusals(loadConfig({ PAYMENTS: 'sandbox' }))).toEqual([]);
  });

  it('says in one line when this process sends no e-mail', () => {
    expect(mailNotice(loadConfig({}))).toBe(
      'SMTP_URL non impostata: il relay della posta non parte e le e-mail restano in attesa ' +
        'nella outbox (npm start avvia MailDev e la imposta).',
    );
    expect(mailNotice(loadConfig({ SMTP_URL: 'smtp://localhost:1025', MAIL: 'disabled' }))).toBe(
      'MAIL=disabled: nessuna e-mail viene inviata, restano in attesa nella outbox.',
    );
    expect(mailNotice(loadConfig({ SMTP_URL: 'smtp://localhost:1025' }))).toBeNull();
  });
});
