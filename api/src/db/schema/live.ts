import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { notifications } from './notifications';
import { authTokens } from './auth';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const LIVE_EVENT_TYPES = ['notification', 'demand', 'agenda', 'purchase'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * What the event streams send (src/lib/live/): one row per user and change, written in the
 * transaction of the change, mostly by triggers on the tables that change (the migration
 * 0013_live.sql), so no service can forget it and a rollback sends nothing. An insert raises
 * NOTIFY colleghi_live with the transaction's id, delivered at commit; `tx` lets every process
 * read exactly that transaction's rows. Kept for a while (LIVE_RETENTION_MINUTES) so that a
 * stream reopened with Last-Event-ID gets what it missed.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<LiveEventType>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** txid_current() of the writing transaction: what NOTIFY carries. */
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('live_events_user_idx').on(t.userId, t.id),
    index('live_events_created_at_idx').on(t.createdAt),
    // One event per user and object in a transaction, however many rows it touched.
    uniqueIndex('live_events_tx_unique').on(t.tx, t.userId, t.type, t.data),
  ],
);

/**
 * The browsers' Web Push subscriptions (PushSubscription.toJSON()), one per endpoint: the same
 * endpoint registered again changes hands. `token_digest` is the session that registered it: a
 * session that ends (sign-out, password change, expiry) takes its subscriptions with it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    tokenDigest: text('token_digest')
      .notNull()
      .references(() => authTokens.digest, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_token_idx').on(t.tokenDigest),
  ],
);

/**
 * One push to send (a notification to one subscription), queued by the trigger on
 * notifications in the same transaction when the user has push on; the push relay of every
 * process claims them as the mail relay claims e-mails (src/lib/live/push-relay.ts).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    lockedBy: text('locked_by'),
    sentAt: at('sent_at'),
    failedAt: at('failed_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('push_outbox_created_at_idx').on(t.createdAt),
    index('push_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
  ],
);
