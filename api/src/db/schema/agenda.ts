import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { offices } from './geo';
import { users } from './users';
import type { NoticeDays } from '../../domain/agenda';

/** Stored event types; News events are not rows: they are built from articles on the fly. */
export const STORED_EVENT_TYPES = ['Hearing', 'Appointment', 'Fulfillment', 'Notice'] as const;
export type StoredEventType = (typeof STORED_EVENT_TYPES)[number];

export const EVENT_STATUSES = ['TODO', 'DONE', 'POSTPONED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

const inList = (values: readonly (string | number)[]) =>
  sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '));

/**
 * One table for every lawyer event (hearings, appointments, fulfilments and their notices):
 * the few type-specific columns (expenses, notice_days, the notice's fulfilment) are nullable
 * and CHECK constraints keep them on their own type. One table keeps the calendar, the
 * search and the feed single queries with no joins on detail tables.
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<StoredEventType>().notNull(),
    status: text('status').$type<EventStatus>().notNull().default('TODO'),
    date: date('date', { mode: 'string' }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** Wall-clock times in Europe/Rome ('HH:mm:ss'); null for all-day events. */
    startTime: time('start_time'),
    endTime: time('end_time'),
    /** Computed on every write ('Udienza · Rossi c/ Bianchi'), so search can use it. */
    displayName: text('display_name').notNull(),
    part1: text('part1'),
    part2: text('part2'),
    activity: text('activity'),
    judge: text('judge'),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    nrg: text('nrg'),
    notes: text('notes'),
    /** Appointment only, whole euros. */
    expense1: integer('expense1'),
    expense2: integer('expense2'),
    expense3: integer('expense3'),
    /** Fulfillment only: 1, 2, 7 or 14 days; its Notice falls that many days earlier. */
    noticeDays: integer('notice_days').$type<NoticeDays>(),
    /** Notice only: the fulfilment it announces (deleting the fulfilment deletes it). */
    fulfillmentId: integer('fulfillment_id').references((): AnyPgColumn => events.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('events_user_date_idx').on(t.userId, t.date),
    unique('events_fulfillment_unique').on(t.fulfillmentId),
    check('events_type_check', sql`${t.type} in (${inList(STORED_EVENT_TYPES)})`),
    check('events_status_check', sql`${t.status} in (${inList(EVENT_STATUSES)})`),
    check(
      'events_expenses_check',
      sql`(${t.type} = 'Appointment' or (${t.expense1} is null and ${t.expense2} is null and ${t.expense3} is null))
          and coalesce(${t.expense1}, 0) >= 0 and coalesce(${t.expense2}, 0) >= 0 and coalesce(${t.expense3}, 0) >= 0`,
    ),
    check(
      'events_notice_days_check',
      sql`${t.noticeDays} is null or (${t.type} = 'Fulfillment' and ${t.noticeDays} in (${inList([1, 2, 7, 14])}))`,
    ),
    check(
      'events_fulfillment_check',
      sql`(${t.type} = 'Notice') = (${t.fulfillmentId} is not null)`,
    ),
    check(
      'events_times_check',
      sql`(${t.allDay} and ${t.startTime} is null and ${t.endTime} is null)
          or (not ${t.allDay} and ${t.startTime} is not null and (${t.endTime} is null or ${t.endTime} > ${t.startTime}))`,
    ),
  ],
);

/**
 * The secret of a user's calendar feed (GET ical/<secret>.ics). Kept in clear: the feed URL is
 * shown again by GET events/feed/, and the secret grants read access to the agenda only.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
