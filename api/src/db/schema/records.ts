import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A verbal record ("verbale"): immutable once created. Others open it with its share link
 * (share_id) AND its 6-character code; opening adds it to their "shared with me".
 */
export const records = pgTable(
  'records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per user: the number in the identifier VRB-<year>-<seq>. */
    seq: integer('seq').notNull(),
    identifier: text('identifier').notNull(),
    code: text('code').notNull(),
    shareId: uuid('share_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [unique('records_user_seq_unique').on(t.userId, t.seq)],
);

export const recordShares = pgTable(
  'record_shares',
  {
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recordId, t.userId] }),
    index('record_shares_user_idx').on(t.userId),
  ],
);
