import type { AppContext } from '../context';
import type { AttemptCounter } from './attempt-throttle';
import { claimAttempt, forgetAttempts } from './attempt-throttle';
import { MSG } from './messages';

export interface AttemptKeys {
  ip: string;
  /** 'user:<id>' when the identifier matches an account, else the normalized identifier. */
  account: string;
}

/** A login attempt under way: it counts as a failure on the IP and the account until it succeeds. */
export interface LoginAttempt {
  /** The password was right: the attempt stops counting, and the account's failures are forgiven. */
  succeeded(): Promise<void>;
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
 * sliding window; otherwise counts it as a failure at once, before the password is checked, so
 * that parallel guesses cannot all slip through one check. Checked before the password: a locked
 * account stays locked even for the right password until the window passes.
 */
export async function beginLoginAttempt(ctx: AppContext, keys: AttemptKeys): Promise<LoginAttempt> {
  const claimed = await claimAttempt(ctx, loginCounters(ctx, keys), MSG.tooManyAttempts);
  return {
    async succeeded() {
      // The IP keeps its earlier failures; the account is forgiven.
      await claimed.giveBack();
      await forgetAttempts(ctx, { scope: 'account', key: keys.account });
    },
  };
}
