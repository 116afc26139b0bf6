import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Outgoing e-mails: nothing is sent from here, a mail relay (or a test) reads the rows. The
 * secrets of an e-mail (a generated password, a reset token) are kept out of `body`, which holds
 * a mark such as `{{password}}` in their place, unless the development mailbox is on: see
 * src/lib/outbox.ts.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The secrets sealed with OUTBOX_KEY (AES-256-GCM), for the relay; null when none. */
    sealedSecrets: text('sealed_secrets'),
    /** The e-mail had secrets and no key was configured: they were dropped, it cannot go. */
    secretsWithheld: boolean('secrets_withheld').notNull().default(false),
  },
  // The retention sweep deletes by age.
  (table) => [index('outbox_emails_created_at_idx').on(table.createdAt)],
);
