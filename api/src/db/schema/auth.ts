import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Only the SHA-256 digest of a token is stored: a leaked table does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    digest: text('digest').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Last request made with it, refreshed at most once per SESSION_TOUCH_MS (idle expiry). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/**
 * What a row of login_attempts counts: failed logins per client IP ('ip') and per account
 * ('account'); unknown coupon codes per IP (validation) and per user (checkout); password-reset
 * requests per IP and per typed address; dead reset links checked per IP ('reset-check-ip');
 * sign-ups (light and full) per IP; wrong shared-record codes per user ('record-code'). A plain
 * text column: a new scope needs no migration.
 */
export const ATTEMPT_SCOPES = [
  'ip',
  'account',
  'coupon-ip',
  'coupon-user',
  'reset-ip',
  'reset-address',
  'reset-check-ip',
  'light-register-ip',
  'register-ip',
  'record-code',
  'unsubscribe-ip',
] as const;
export type AttemptScope = (typeof ATTEMPT_SCOPES)[number];

/**
 * Rate-limited attempts (logins and the other guessable or abusable public endpoints) live in
 * the database (not in memory) so the limits survive restarts and hold across many API
 * processes sharing one PostgreSQL.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    scope: text('scope').$type<AttemptScope>().notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_attempts_lookup_idx').on(t.scope, t.key, t.createdAt)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  digest: text('digest').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** What a handoff token may be exchanged for; a new purpose needs a migration of the check. */
export const HANDOFF_PURPOSES = ['subscription-activate'] as const;
export type HandoffPurpose = (typeof HANDOFF_PURPOSES)[number];

/**
 * Short-lived, single-use tokens that stand for a session in a URL (the PayPal return, the bank
 * transfer activation link): only the digest is stored, each is bound to one purpose and one
 * subject (the payment type bought), and the exchange deletes the row it uses.
 */
export const handoffTokens = pgTable(
  'handoff_tokens',
  {
    digest: text('digest').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<HandoffPurpose>().notNull(),
    /** What the token is bound to within its purpose (the payment type id, as text). */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('handoff_tokens_user_idx').on(t.userId),
    check(
      'handoff_tokens_purpose_check',
      sql.raw(`"purpose" in (${HANDOFF_PURPOSES.map((p) => `'${p}'`).join(', ')})`),
    ),
  ],
);

export const popupViews = pgTable(
  'popup_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    popupId: integer('popup_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.popupId] })],
);
