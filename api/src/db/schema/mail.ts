import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './agenda';
import { users } from './users';

/**
 * Keys the server makes for itself on first use and shares between its processes through the
 * database (the HMAC key of the unsubscribe links): nothing to configure, the same in every
 * process, and deleting a row invalidates what was signed with it.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** Random bytes, base64. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * One row per agenda reminder given (an event, on one day in Italy): written in the transaction
 * of the reminder's notification and e-mail, so that any number of processes, ticks and
 * restarts give it once. Gone with its event.
 */
export const agendaReminders = pgTable(
  'agenda_reminders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The day in Europe/Rome the reminder is for. */
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day] })],
);
