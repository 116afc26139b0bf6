import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Outgoing e-mails: nothing is sent from here, a mailer (or a test) reads the rows. */
export const outboxEmails = pgTable('outbox_emails', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
