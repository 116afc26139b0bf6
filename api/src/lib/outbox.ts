import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from './periodic';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { outboxEmails } from '../db/schema';
import type { EmailKind } from '../emails/templates';

export interface OutgoingEmail {
  /** Which template it was rendered from (src/emails/templates.ts). */
  kind?: EmailKind;
  to: string;
  subject: string;
  /** Plain text; each secret appears as its mark, `{{name}}` (see secretMark). */
  body: string;
  /** The HTML part, with the same marks. */
  html?: string;
  /** The one-click unsubscribe address (List-Unsubscribe); none for the security mail. */
  listUnsubscribe?: string | null;
  /** What must not be stored in clear (a generated password, a reset token), by name. */
  secrets?: Record<string, string>;
}

/** How the outbox keeps the secrets of an e-mail. */
export interface OutboxSecrets {
  /**
   * EXPOSE_OUTBOX: the body is stored with the secrets written in (the development mailbox and
   * the end-to-end tests read them there). Never in production.
   */
  inClear: boolean;
  /** OUTBOX_KEY (32 bytes): the secrets are sealed with it; null: they are not stored at all. */
  key: Buffer | null;
}

/** Where the secret `name` goes in a body: the stored body keeps this mark, the relay fills it. */
export function secretMark(name: string): string {
  return `{{${name}}}`;
}

/** The body with every mark of a known secret replaced by its value. */
export function fillSecrets(body: string, secrets: Record<string, string>): string {
  return body.replace(/\{\{(\w+)\}\}/g, (mark, name: string) =>
    Object.hasOwn(secrets, name) ? secrets[name] : mark,
  );
}

const SEAL_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM over the JSON of the secrets, bound to the recipient (the additional data is the
 * `to` address, so a sealed value moved to another row does not open):
 * `v1.` + base64(iv (12 bytes) ‖ ciphertext ‖ tag (16 bytes)).
 */
export function sealSecrets(secrets: Record<string, string>, key: Buffer, to: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(to, 'utf8'));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return `${SEAL_VERSION}.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64')}`;
}

/** What a relay does with `sealed_secrets` (throws on a wrong key, recipient or altered value). */
export function openSecrets(sealed: string, key: Buffer, to: string): Record<string, string> {
  const [version, payload] = sealed.split('.');
  if (version !== SEAL_VERSION || !payload) throw new Error('Unknown sealed secrets format');
  const bytes = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(to, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  const plain = Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as Record<string, string>;
}

/**
 * Queues an e-mail in the outbox table (inside the caller's transaction when given one). An
 * e-mail with secrets needs `storage`: in clear with EXPOSE_OUTBOX, else sealed with the key, or
 * dropped (and the row marked undeliverable) when there is none.
 */
export async function queueEmail(
  db: Executor,
  email: OutgoingEmail,
  now: Date,
  storage?: OutboxSecrets,
): Promise<void> {
  const { secrets, ...fields } = email;
  // Due at once: the relay takes it at its next look (or sooner when the route wakes it).
  const row = { ...fields, nextAttemptAt: now };
  if (!secrets || Object.keys(secrets).length === 0) {
    await db.insert(outboxEmails).values({ ...row, createdAt: now });
    return;
  }
  if (!storage) throw new Error('An e-mail with secrets needs the outbox settings');
  if (storage.inClear) {
    await db.insert(outboxEmails).values({
      ...row,
      body: fillSecrets(row.body, secrets),
      html: row.html === undefined ? undefined : fillSecrets(row.html, secrets),
      createdAt: now,
    });
    return;
  }
  await db.insert(outboxEmails).values({
    ...row,
    createdAt: now,
    sealedSecrets: storage.key ? sealSecrets(secrets, storage.key, row.to) : null,
    secretsWithheld: !storage.key,
  });
}

/** Default of OUTBOX_RETENTION_DAYS: e-mails sent or given up longer ago are deleted. */
export const OUTBOX_RETENTION_DAYS = 7;

/**
 * Deletes the e-mails sent or given up before `now - retentionMs`. A pending e-mail stays,
 * however old: it still has to go (the SMTP server may have been away for days).
 */
export async function deleteOldEmails(db: Executor, now: Date, retentionMs: number): Promise<void> {
  const before = new Date(now.getTime() - retentionMs);
  await db.delete(outboxEmails).where(
    and(
      // Implied by the two below (an e-mail ends after it was queued): it lets the sweep read
      // the created_at index rather than the whole table.
      lt(outboxEmails.createdAt, before),
      or(lt(outboxEmails.sentAt, before), lt(outboxEmails.failedAt, before)),
    ),
  );
}

/**
 * Deletes the e-mails past their retention (sent or given up) every `intervalMs` (none when 0)
 * with the app's clock, from now until the app closes; closing waits for a sweep under way.
 * Reads never delete.
 */
export function scheduleOutboxSweep(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'clock'>,
  intervalMs: number,
  retentionMs: number,
): void {
  runPeriodically(app, 'outbox retention sweep', intervalMs, () =>
    deleteOldEmails(ctx.db, ctx.clock(), retentionMs),
  );
}
