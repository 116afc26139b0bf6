import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { loginAttempts } from '../db/schema';
import type { AttemptScope } from '../db/schema';
import { HttpError } from './errors';
import { MSG } from './messages';

export interface AttemptKeys {
  ip: string;
  /** 'user:<id>' when the identifier matches an account, else the normalized identifier. */
  account: string;
}

async function windowRows(ctx: AppContext, scope: AttemptScope, key: string, since: Date) {
  return ctx.db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.scope, scope),
        eq(loginAttempts.key, key),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(asc(loginAttempts.createdAt));
}

/**
 * Refuses the attempt (429) when the IP or the account has used up its failed attempts in the
 * sliding window. Checked before the password, so a locked account stays locked even for the
 * right password until the window passes.
 */
export async function assertLoginAllowed(ctx: AppContext, keys: AttemptKeys): Promise<void> {
  const now = ctx.clock();
  const since = new Date(now.getTime() - ctx.rateLimit.windowMs);
  const limits: [AttemptScope, string, number][] = [
    ['ip', keys.ip, ctx.rateLimit.ipMax],
    ['account', keys.account, ctx.rateLimit.accountMax],
  ];
  for (const [scope, key, max] of limits) {
    const rows = await windowRows(ctx, scope, key, since);
    if (rows.length >= max) {
      const oldest = rows[rows.length - max].createdAt.getTime();
      const retryAfter = Math.max(
        1,
        Math.ceil((oldest + ctx.rateLimit.windowMs - now.getTime()) / 1000),
      );
      throw new HttpError(
        429,
        { detail: MSG.tooManyAttempts },
        { 'Retry-After': String(retryAfter) },
      );
    }
  }
}

export async function recordLoginFailure(ctx: AppContext, keys: AttemptKeys): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    // Rows older than the window no longer count: drop them so the table stays small.
    await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.createdAt, new Date(now.getTime() - ctx.rateLimit.windowMs)));
    await tx.insert(loginAttempts).values([
      { scope: 'ip', key: keys.ip, createdAt: now },
      { scope: 'account', key: keys.account, createdAt: now },
    ]);
  });
}

/** A successful login forgives the account's failures (not the IP's). */
export async function recordLoginSuccess(ctx: AppContext, keys: AttemptKeys): Promise<void> {
  await ctx.db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, 'account'), eq(loginAttempts.key, keys.account)));
}
