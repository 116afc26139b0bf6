import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Deeplink } from './notifications';
import { DEEPLINKS } from './notifications';
import { users } from './users';

/** Who sees a card: everybody, users whose profile is incomplete, users not certified yet. */
export const CARD_AUDIENCES = ['ALL', 'PROFILE_INCOMPLETE', 'NOT_CERTIFIED'] as const;
export type CardAudience = (typeof CARD_AUDIENCES)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A banner of the dashboard: a gradient from color_start to color_end, with a call to action. */
export const dashboardCards = pgTable(
  'dashboard_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    cta: text('cta').notNull(),
    /** Outside address, opened in a new tab. */
    link: text('link'),
    deeplink: text('deeplink').$type<Deeplink>(),
    closable: boolean('closable').notNull().default(true),
    colorStart: text('color_start').notNull(),
    colorEnd: text('color_end').notNull(),
    audience: text('audience').$type<CardAudience>().notNull().default('ALL'),
    position: integer('position').notNull().default(0),
    /** Cards are retired, not deleted: the closures of users keep pointing at them. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check(
      'dashboard_cards_colors_check',
      sql`${t.colorStart} ~ '^#[0-9A-Fa-f]{6}$' and ${t.colorEnd} ~ '^#[0-9A-Fa-f]{6}$'`,
    ),
    check(
      'dashboard_cards_deeplink_check',
      sql`${t.deeplink} is null or ${t.deeplink} in (${inList(DEEPLINKS)})`,
    ),
    check('dashboard_cards_target_check', sql`${t.link} is null or ${t.deeplink} is null`),
    check('dashboard_cards_audience_check', sql`${t.audience} in (${inList(CARD_AUDIENCES)})`),
  ],
);

/** A closable card one user has closed (DELETE cards/{id}/): hidden for that user only. */
export const dashboardCardClosures = pgTable(
  'dashboard_card_closures',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => dashboardCards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.userId] }),
    index('dashboard_card_closures_user_idx').on(t.userId),
  ],
);
