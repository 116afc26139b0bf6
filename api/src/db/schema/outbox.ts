import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Outgoing e-mails, written in the transaction of what caused them; the mail relay of every API
 * process sends them (src/lib/mail-relay.ts). The secrets of an e-mail (a generated password, a
 * reset token) are kept out of `body`, which holds a mark such as `{{password}}` in their place,
 * unless the development mailbox is on: see src/lib/outbox.ts. A row is pending until it has
 * `sent_at` or `failed_at`.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Which e-mail this is (`password-reset`…): null for the rows queued before kinds existed. */
    kind: text('kind'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part (with the secrets' marks, like `html`). */
    body: text('body').notNull(),
    /** The HTML part, rendered from its template when queued; null for rows queued before. */
    html: text('html'),
    /**
     * The one-click unsubscribe address (List-Unsubscribe, RFC 8058) of a mail the user may turn
     * off; null for the account-security mail, which is sent whatever the setting.
     */
    listUnsubscribe: text('list_unsubscribe'),
    createdAt: at('created_at').notNull(),
    /** The secrets sealed with OUTBOX_KEY (AES-256-GCM), for the relay; null when none. */
    sealedSecrets: text('sealed_secrets'),
    /** The e-mail had secrets and no key was configured: they were dropped, it cannot go. */
    secretsWithheld: boolean('secrets_withheld').notNull().default(false),
    /** Claims so far (each claim counts, whatever its outcome). */
    attempts: integer('attempts').notNull().default(0),
    /** A pending row is due from then on: when queued, then after each failure with backoff. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** The lease of the relay that claimed it: no other relay takes the row before then. */
    lockedUntil: at('locked_until'),
    /** The relay holding the lease (host, process, start): a lost lease is not marked sent. */
    lockedBy: text('locked_by'),
    sentAt: at('sent_at'),
    /** The Message-ID the SMTP server accepted. */
    messageId: text('message_id'),
    /** Given up: an invalid address, a permanent SMTP refusal, or the last attempt failed. */
    failedAt: at('failed_at'),
    /** Why the last attempt failed (why it failed for good once `failed_at` is set). */
    lastError: text('last_error'),
  },
  (table) => [
    // The retention sweep deletes by age.
    index('outbox_emails_created_at_idx').on(table.createdAt),
    // The relay's claim: the pending rows, by when they are due.
    index('outbox_emails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
    check('outbox_emails_outcome_check', sql`sent_at is null or failed_at is null`),
  ],
);
