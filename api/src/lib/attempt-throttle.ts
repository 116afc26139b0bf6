import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext, AttemptRule } from '../context';
import type { Tx } from '../db/client';
import { loginAttempts } from '../db/schema';
import type { AttemptScope } from '../db/schema';
import { HttpError } from './errors';

/** One counter: the attempts of `key` in `scope`, limited to `rule.max` per `rule.windowMs`. */
export interface AttemptCounter {
  scope: AttemptScope;
  key: string;
  rule: AttemptRule;
}

/** An attempt counted by claimAttempt(), until it is given back. */
export interface ClaimedAttempt {
  /** Takes the attempt off every counter: it turned out not to be a guess (a right password…). */
  giveBack(): Promise<void>;
}

async function windowRows(tx: Tx, counter: AttemptCounter, since: Date) {
  return tx
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.scope, counter.scope),
        eq(loginAttempts.key, counter.key),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(asc(loginAttempts.createdAt));
}

/**
 * Concurrent claims on one counter wait for each other: a transaction-scoped advisory lock per
 * counter, taken in a fixed order so that two claims on the same pair cannot deadlock. (PGlite
 * runs one transaction at a time anyway; PostgreSQL needs the locks.)
 */
async function lockCounters(tx: Tx, counters: readonly AttemptCounter[]): Promise<void> {
  // Scopes are fixed words without spaces, so '<scope> <key>' names one counter only.
  const names = [...new Set(counters.map(({ scope, key }) => `${scope} ${key}`))].sort();
  for (const name of names) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
  }
}

/**
 * Checks and counts in one step: refuses the request (429, Retry-After in seconds) when one of
 * the counters, checked in order, has used up its attempts in its sliding window; otherwise
 * counts one attempt on each, at once. Checking first and counting after the slow part (a
 * password hash) would let many parallel requests pass the same check; here the later ones see
 * the earlier ones' attempts. The wait lasts until enough attempts leave the window for one more
 * to fit.
 */
export async function claimAttempt(
  ctx: AppContext,
  counters: readonly AttemptCounter[],
  message: string,
): Promise<ClaimedAttempt> {
  const now = ctx.clock();
  const ids = await ctx.db.transaction(async (tx) => {
    await lockCounters(tx, counters);
    for (const counter of counters) {
      const { max, windowMs } = counter.rule;
      const rows = await windowRows(tx, counter, new Date(now.getTime() - windowMs));
      if (rows.length >= max) {
        const oldest = rows[rows.length - max].createdAt.getTime();
        const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
        throw new HttpError(429, { detail: message }, { 'Retry-After': String(retryAfter) });
      }
    }
    // Rows that left their scope's window no longer count: drop them so the table stays small.
    // Per scope, because the scopes have windows of their own.
    for (const { scope, rule } of counters) {
      await tx
        .delete(loginAttempts)
        .where(
          and(
            eq(loginAttempts.scope, scope),
            lt(loginAttempts.createdAt, new Date(now.getTime() - rule.windowMs)),
          ),
        );
    }
    const inserted = await tx
      .insert(loginAttempts)
      .values(counters.map(({ scope, key }) => ({ scope, key, createdAt: now })))
      .returning({ id: loginAttempts.id });
    return inserted.map((row) => row.id);
  });
  return {
    async giveBack() {
      await ctx.db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
    },
  };
}

/** Forgets the attempts of one counter (a successful login forgives its account). */
export async function forgetAttempts(
  ctx: AppContext,
  counter: Pick<AttemptCounter, 'scope' | 'key'>,
): Promise<void> {
  await ctx.db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, counter.scope), eq(loginAttempts.key, counter.key)));
}
