import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppContext } from '../context';
import { outboxEmails } from '../db/schema';
import { fillSecrets, openSecrets } from './outbox';
import { runPeriodically } from './periodic';

/** MAIL_FROM by default. */
export const DEFAULT_MAIL_FROM = 'Colleghi <no-reply@colleghi.it>';

/** How the relay paces itself; the defaults suit production, the tests shorten them. */
export interface RelayTuning {
  /** MAIL_POLL_MS: how often the relay looks for due e-mails (a commit that queues one wakes it). */
  pollMs: number;
  /** MAIL_BATCH_SIZE: the rows one claim takes. */
  batchSize: number;
  /** MAIL_LEASE_MS: how long a claim keeps its rows from the others; a dead process's go after. */
  leaseMs: number;
  /** MAIL_MAX_ATTEMPTS: the attempts after which a row that keeps failing is given up. */
  maxAttempts: number;
  /** MAIL_RETRY_BASE_MS: the wait after the first failed attempt, doubled after each one. */
  retryBaseMs: number;
}

export const DEFAULT_RELAY_TUNING: RelayTuning = {
  pollMs: 5000,
  batchSize: 20,
  leaseMs: 2 * 60 * 1000,
  maxAttempts: 10,
  retryBaseMs: 60 * 1000,
};

/** The e-mail settings of a process (config.ts reads them from the environment). */
export interface MailSettings extends RelayTuning {
  /** SMTP_URL; null: this process runs no relay (the e-mails wait in the outbox). */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every e-mail. */
  from: string;
  /** MAIL=disabled: no relay even with SMTP_URL, and production may start without one. */
  disabled: boolean;
}

/** What buildApp needs to run a relay in the app's process. */
export type MailRelayOptions = { smtpUrl: string; from?: string } & Partial<RelayTuning>;

export interface MailRelay {
  /** Looks for due e-mails now: after the commit of a transaction that queued some. */
  wake(): void;
}

/** The longest wait between two attempts, however many have failed. */
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;
/** An SMTP answer kept as a row's reason is cut there (some servers answer at length). */
const REASON_LENGTH = 500;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A plain address, local@domain, as the sign-up accepts them: no name, no comment, no route. */
const ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})*\\.[A-Za-z]{2,63}$`);

/**
 * Why `address` must not reach the SMTP server, or null when it may: a line break would let it
 * write headers of its own, a second address or a name would send the e-mail elsewhere.
 */
export function recipientProblem(address: string): string | null {
  if (/[\r\n]/.test(address)) {
    return 'Indirizzo rifiutato: contiene un a capo (possibile iniezione di intestazioni).';
  }
  if ([...address].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return 'Indirizzo rifiutato: contiene caratteri di controllo.';
  }
  if (address.length > 254 || !ADDRESS.test(address)) {
    return 'Indirizzo non valido: serve un solo indirizzo nella forma nome@dominio.it.';
  }
  return null;
}

/** What nodemailer attaches to the errors of a send (see its NodemailerError). */
interface SmtpError {
  message?: string;
  code?: string;
  originalCode?: string;
  command?: string;
  response?: string;
  responseCode?: number;
  permanent?: boolean;
}

type Outcome =
  | { sent: string }
  | { failed: string }
  /** `server`: the server or the connection failed, not this e-mail; the next ones would too. */
  | { retry: string; server: boolean };

const cut = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, REASON_LENGTH);

/**
 * What a failed send means for its row. Only an answer to the recipient (RCPT TO) or to the
 * message (DATA) is about this e-mail: a 5xx there gives it up, a 4xx tries it again. Anything
 * else (connection refused, a timeout, the login, the sender) is about the server: the row waits.
 */
function failure(error: unknown): Outcome {
  const smtp = (error ?? {}) as SmtpError;
  const code = smtp.responseCode;
  if (typeof code === 'number' && (smtp.command === 'RCPT TO' || smtp.command === 'DATA')) {
    const said = cut(smtp.response ?? smtp.message ?? String(code));
    const permanent = smtp.permanent ?? (code >= 500 && code !== 503);
    return permanent
      ? { failed: `Rifiutata dal server SMTP: ${said}` }
      : { retry: `Rifiutata per ora dal server SMTP: ${said}`, server: false };
  }
  const what = smtp.originalCode ?? smtp.code ?? 'errore';
  return {
    retry: cut(`Server SMTP non disponibile (${what}): ${smtp.message ?? String(error)}`),
    server: true,
  };
}

/** The domain of the sender's address, for the Message-IDs. */
function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'colleghi.it';
}

type Claimed = Awaited<ReturnType<typeof claim>>[number];

/**
 * Takes up to `batchSize` due rows for `holder` in one statement (its own short transaction):
 * SKIP LOCKED passes over the rows another process is claiming at that moment, the lease keeps
 * them from the others afterwards, and each claim counts as an attempt. Without OUTBOX_KEY the
 * rows with sealed secrets are left to a process that has it.
 */
async function claim(
  ctx: Pick<AppContext, 'db' | 'outbox'>,
  holder: string,
  now: Date,
  settings: RelayTuning,
) {
  const due = ctx.db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        isNull(outboxEmails.sentAt),
        isNull(outboxEmails.failedAt),
        lte(outboxEmails.nextAttemptAt, now),
        or(isNull(outboxEmails.lockedUntil), lte(outboxEmails.lockedUntil, now)),
        ctx.outbox.key ? undefined : isNull(outboxEmails.sealedSecrets),
      ),
    )
    .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
    .limit(settings.batchSize)
    .for('update', { skipLocked: true });
  const rows = await ctx.db
    .update(outboxEmails)
    .set({
      attempts: sql`${outboxEmails.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + settings.leaseMs),
      lockedBy: holder,
    })
    .where(inArray(outboxEmails.id, due))
    .returning({
      id: outboxEmails.id,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      body: outboxEmails.body,
      html: outboxEmails.html,
      listUnsubscribe: outboxEmails.listUnsubscribe,
      createdAt: outboxEmails.createdAt,
      sealedSecrets: outboxEmails.sealedSecrets,
      secretsWithheld: outboxEmails.secretsWithheld,
      attempts: outboxEmails.attempts,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Sends the outbox from this process: every `pollMs`, and when woken, it claims the due rows
 * (claim), then, outside any transaction, opens their secrets, sends each over SMTP and records
 * the outcome on the row, only while this relay still holds it. A process that dies holding rows
 * leaves them to the others once the lease ends; one that sent an e-mail and died before
 * recording it sends it again (at least once, never lost). The processes' clocks are assumed in
 * step, as the sessions' expiry assumes.
 */
export function startMailRelay(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'clock' | 'outbox'>,
  options: MailRelayOptions,
): MailRelay {
  const settings = { ...DEFAULT_RELAY_TUNING, ...options };
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const domain = senderDomain(from);
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  // Each wait of the SMTP dialogue is a quarter of the lease at most (30 s at most, one at
  // least): a send begun with half of the lease left ends, or fails, before the lease does.
  const wait = Math.max(1000, Math.min(30_000, Math.floor(settings.leaseMs / 4)));
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 1,
    // A message whose connection broke comes back to the relay, which decides (and counts).
    maxRequeues: 0,
    connectionTimeout: wait,
    greetingTimeout: wait,
    socketTimeout: wait,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  let stopping = false;

  const held = (row: Claimed) =>
    and(
      eq(outboxEmails.id, row.id),
      eq(outboxEmails.lockedBy, holder),
      eq(outboxEmails.attempts, row.attempts),
    );
  const unlocked = { lockedUntil: null, lockedBy: null };

  async function record(row: Claimed, outcome: Outcome): Promise<void> {
    const now = ctx.clock();
    if ('sent' in outcome) {
      const [marked] = await ctx.db
        .update(outboxEmails)
        .set({ ...unlocked, sentAt: now, messageId: outcome.sent, lastError: null })
        .where(held(row))
        .returning({ id: outboxEmails.id });
      if (!marked) app.log.warn({ email: row.id }, 'mail relay: sent after its lease ran out');
      return;
    }
    const reason =
      'failed' in outcome
        ? outcome.failed
        : row.attempts >= settings.maxAttempts
          ? `Tentativi esauriti (${row.attempts}): ${outcome.retry}`
          : null;
    if (reason !== null) {
      await ctx.db
        .update(outboxEmails)
        .set({ ...unlocked, failedAt: now, lastError: reason })
        .where(held(row));
      app.log.warn({ email: row.id, reason }, 'mail relay: e-mail given up');
      return;
    }
    const delay = Math.min(settings.retryBaseMs * 2 ** (row.attempts - 1), MAX_RETRY_DELAY_MS);
    await ctx.db
      .update(outboxEmails)
      .set({
        ...unlocked,
        nextAttemptAt: new Date(now.getTime() + delay),
        lastError: 'retry' in outcome ? outcome.retry : null,
      })
      .where(held(row));
  }

  /** The claimed rows not tried: back to the others at once, the claim not counted. */
  async function release(rows: Claimed[]): Promise<void> {
    if (rows.length === 0) return;
    await ctx.db
      .update(outboxEmails)
      .set({ ...unlocked, attempts: sql`${outboxEmails.attempts} - 1` })
      .where(
        and(
          inArray(
            outboxEmails.id,
            rows.map((row) => row.id),
          ),
          eq(outboxEmails.lockedBy, holder),
        ),
      );
  }

  async function send(row: Claimed): Promise<Outcome> {
    if (row.attempts > settings.maxAttempts) {
      // Claimed that many times without an outcome: each relay holding it died on the way.
      return { failed: `Tentativi esauriti (${row.attempts - 1}): il relay si è interrotto.` };
    }
    if (row.secretsWithheld) {
      return {
        failed:
          "Segreti non conservati: quando l'e-mail è stata accodata mancava OUTBOX_KEY, " +
          'quindi non può essere completata.',
      };
    }
    const problem = recipientProblem(row.to);
    if (problem) return { failed: problem };
    let text = row.body;
    let html = row.html;
    if (row.sealedSecrets) {
      // The claim leaves the sealed rows alone without a key: this is for the types only.
      const key = ctx.outbox.key;
      if (!key) return { retry: 'OUTBOX_KEY non impostata in questo processo.', server: false };
      try {
        const secrets = openSecrets(row.sealedSecrets, key, row.to);
        text = fillSecrets(row.body, secrets);
        html = html === null ? null : fillSecrets(html, secrets);
      } catch {
        return { failed: 'I segreti sigillati non si aprono con questa OUTBOX_KEY.' };
      }
    }
    try {
      const info = await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text,
        ...(html === null ? {} : { html }),
        // RFC 8058: a mail client may offer "unsubscribe" and POST to the address itself.
        ...(row.listUnsubscribe
          ? {
              list: { unsubscribe: row.listUnsubscribe },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
        // The same for every attempt of the row: a copy sent twice (a process that died
        // between the send and its record) is one message to the recipient's mailbox.
        messageId: `<outbox.${row.id}.${row.createdAt.getTime()}@${domain}>`,
      });
      return { sent: info.messageId };
    } catch (error) {
      return failure(error);
    }
  }

  async function deliver(rows: Claimed[]): Promise<void> {
    const claimedAt = performance.now();
    for (const [index, row] of rows.entries()) {
      if (stopping || performance.now() - claimedAt > settings.leaseMs / 2) {
        await release(rows.slice(index));
        return;
      }
      const outcome = await send(row);
      await record(row, outcome);
      if ('retry' in outcome && outcome.server) {
        // The server is away: the rest of the batch would fail the same way, and waits as long.
        for (const rest of rows.slice(index + 1)) await record(rest, outcome);
        return;
      }
    }
  }

  async function drain(): Promise<void> {
    while (!stopping) {
      const rows = await claim(ctx, holder, ctx.clock(), settings);
      if (rows.length === 0) return;
      await deliver(rows);
      if (rows.length < settings.batchSize) return;
    }
  }

  let draining: Promise<void> | null = null;
  const periodic = runPeriodically(app, 'mail relay', settings.pollMs, () => {
    draining = drain().finally(() => {
      draining = null;
    });
    return draining;
  });
  // Stop taking rows as soon as the app starts closing; the send under way ends (or fails and
  // waits for its retry) before the SMTP connection closes. Its failure is runPeriodically's.
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onClose', async () => {
    await (draining as Promise<void> | null)?.catch(() => {});
    transport.close();
  });
  periodic.runSoon();
  return { wake: periodic.runSoon };
}
