import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { authTokens } from '../db/schema';

export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a session key lives: since its last use (idle) and since the login (max). */
export interface SessionSettings {
  idleMs: number;
  maxMs: number;
}

export const DEFAULT_SESSIONS: SessionSettings = { idleMs: 30 * DAY_MS, maxMs: 90 * DAY_MS };

/**
 * last_used_at is written at most once per this interval, so that reads do not write on every
 * request; the idle expiry is therefore exact to within this much.
 */
export const SESSION_TOUCH_MS = 60 * 60 * 1000;

/** A new 40-hex key; only its digest is stored. */
export async function createToken(db: Executor, userId: number, now: Date): Promise<string> {
  const key = randomBytes(20).toString('hex');
  await db
    .insert(authTokens)
    .values({ digest: digest(key), userId, createdAt: now, lastUsedAt: now });
  return key;
}

/** The digest of a well-formed key, or null (malformed keys never reach the database). */
export function keyDigest(key: string): string | null {
  return /^[0-9a-f]{40}$/i.test(key) ? digest(key.toLowerCase()) : null;
}

function sessionLookup(db: Executor) {
  return db
    .select({
      userId: authTokens.userId,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .where(eq(authTokens.digest, sql.placeholder('digest')))
    .limit(1)
    .prepare('session_of_token_digest');
}

/**
 * The session lookup runs before every private route: built once per database handle and
 * prepared under a name, so PostgreSQL parses and plans it once per connection.
 */
const SESSION_LOOKUPS = new WeakMap<Executor, ReturnType<typeof sessionLookup>>();

/**
 * The user of a live session key, or null. An expired key (idle too long, or older than the
 * maximum) is deleted and answers null like an unknown one.
 */
export async function findTokenUser(
  db: Executor,
  tokenDigest: string,
  now: Date,
  settings: SessionSettings,
): Promise<number | null> {
  let lookup = SESSION_LOOKUPS.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    SESSION_LOOKUPS.set(db, lookup);
  }
  const [row] = await lookup.execute({ digest: tokenDigest });
  if (!row) return null;
  const time = now.getTime();
  const idle = time - row.lastUsedAt.getTime();
  if (idle >= settings.idleMs || time - row.createdAt.getTime() >= settings.maxMs) {
    await db.delete(authTokens).where(eq(authTokens.digest, tokenDigest));
    return null;
  }
  if (idle >= SESSION_TOUCH_MS) {
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.digest, tokenDigest));
  }
  return row.userId;
}

/** Ends one session (logout). */
export async function revokeToken(db: Executor, tokenDigest: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.digest, tokenDigest));
}
