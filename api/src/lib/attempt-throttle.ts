import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { AppContext, AttemptRule } from '../context';
import { loginAttempts } from '../db/schema';
import type { AttemptScope } from '../db/schema';
import { HttpError } from './errors';

/** One counter: the attempts of `key` in `scope`, limited to `rule.max` per `rule.windowMs`. */
export interface AttemptCounter {
  scope: AttemptScope;
  key: string;
  rule: AttemptRule;
}

async function windowRows(ctx: AppContext, counter: AttemptCounter, since: Date) {
  return ctx.db
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
 * Refuses the request (429, Retry-After in seconds) when one of the counters, checked in order,
 * has used up its attempts in its sliding window. The wait lasts until enough of the attempts
 * leave the window for one more to fit.
 */
export async function assertAllowed(
  ctx: AppContext,
  counters: readonly AttemptCounter[],
  message: string,
): Promise<void> {
  const now = ctx.clock().getTime();
  for (const counter of counters) {
    const { max, windowMs } = counter.rule;
    const rows = await windowRows(ctx, counter, new Date(now - windowMs));
    if (rows.length >= max) {
      const oldest = rows[rows.length - max].createdAt.getTime();
      const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
      throw new HttpError(429, { detail: message }, { 'Retry-After': String(retryAfter) });
    }
  }
}

/** Counts one attempt on each counter. */
export async function recordAttempt(
  ctx: AppContext,
  counters: readonly AttemptCounter[],
): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
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
    await tx
      .insert(loginAttempts)
      .values(counters.map(({ scope, key }) => ({ scope, key, createdAt: now })));
  });
}

/**
 * For limits where every request counts, refused ones too: refuses this one (429) when a counter
 * is spent, otherwise counts it on each.
 */
export async function spendAttempt(
  ctx: AppContext,
  counters: readonly AttemptCounter[],
  message: string,
): Promise<void> {
  await assertAllowed(ctx, counters, message);
  await recordAttempt(ctx, counters);
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
