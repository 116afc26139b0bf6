import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { candidates, demands } from './activities';
import { events } from './agenda';
import { records } from './records';
import { users } from './users';

/** Pages of the web app a card or a notification can deep-link to. */
export const DEEPLINKS = ['profile', 'agenda', 'courses', 'subscriptions'] as const;
export type Deeplink = (typeof DEEPLINKS)[number];

export const NOTIFICATION_STATUSES = ['READ', 'UNREAD'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** What caused a notification (not sent to the client; kept for queries and de-duplication). */
export const NOTIFICATION_KINDS = [
  'INVITATION',
  'CANDIDATE_ACCEPTED',
  'ASSIGNED',
  'CONCLUDED',
  'PAID',
  'RECORD_OPENED',
  'SUBSCRIPTION_ACTIVATED',
  'COURSE_PURCHASED',
  'REMINDER',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One row per notification of one user's feed. The texts are written when the event happens
 * (they describe it as it was); the image is the actor's current profile picture when there is
 * an actor, else the stored image (a course cover). The references go null if their object is
 * deleted, the notification stays.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    status: text('status').$type<NotificationStatus>().notNull().default('UNREAD'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    image: text('image'),
    /** Who caused it (the colleague who accepted, assigned, opened…): their picture is the image. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** An app path ('/purchased') or an outside address. */
    link: text('link'),
    deeplink: text('deeplink').$type<Deeplink>(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    recordId: integer('record_id').references(() => records.id, { onDelete: 'set null' }),
    /** A request of the recipient. */
    demandId: integer('demand_id').references(() => demands.id, { onDelete: 'set null' }),
    /** A candidacy of the recipient. */
    candidateId: integer('candidate_id').references(() => candidates.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'UNREAD'`),
    check('notifications_status_check', sql`${t.status} in (${inList(NOTIFICATION_STATUSES)})`),
    check('notifications_kind_check', sql`${t.kind} in (${inList(NOTIFICATION_KINDS)})`),
    check(
      'notifications_deeplink_check',
      sql`${t.deeplink} is null or ${t.deeplink} in (${inList(DEEPLINKS)})`,
    ),
  ],
);
