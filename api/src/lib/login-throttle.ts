import type { AppContext } from '../context';
import type { AttemptCounter } from './attempt-throttle';
import { assertAllowed, forgetAttempts, recordAttempt } from './attempt-throttle';
import { MSG } from './messages';

export interface AttemptKeys {
  ip: string;
  /** 'user:<id>' when the identifier matches an account, else the normalized identifier. */
  account: string;
}

function loginCounters(ctx: AppContext, keys: AttemptKeys): AttemptCounter[] {
  const { ipMax, accountMax, windowMs } = ctx.rateLimit;
  return [
    { scope: 'ip', key: keys.ip, rule: { max: ipMax, windowMs } },
    { scope: 'account', key: keys.account, rule: { max: accountMax, windowMs } },
  ];
}

/**
 * Refuses the attempt (429) when the IP or the account has used up its failed attempts in the
 * sliding window. Checked before the password, so a locked account stays locked even for the
 * right password until the window passes.
 */
export async function assertLoginAllowed(ctx: AppContext, keys: AttemptKeys): Promise<void> {
  await assertAllowed(ctx, loginCounters(ctx, keys), MSG.tooManyAttempts);
}

export async function recordLoginFailure(ctx: AppContext, keys: AttemptKeys): Promise<void> {
  await recordAttempt(ctx, loginCounters(ctx, keys));
}

/** A successful login forgives the account's failures (not the IP's). */
export async function recordLoginSuccess(ctx: AppContext, keys: AttemptKeys): Promise<void> {
  await forgetAttempts(ctx, { scope: 'account', key: keys.account });
}
