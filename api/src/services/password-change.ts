import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { authTokens, passwordResetTokens, users } from '../db/schema';
import { queueEmail } from '../lib/outbox';
import { passwordChangedEmail } from './emails';

/**
 * Sets a new password hash, whatever the route (change, reset): every session of the user but
 * `keepDigest` ends (a stolen key stops working), pending reset links die, and the owner is told
 * by e-mail. Inside the caller's transaction.
 */
export async function setPassword(
  tx: Executor,
  input: { userId: number; passwordHash: string; keepDigest: string | null; webUrl: string },
  now: Date,
): Promise<void> {
  const [user] = await tx
    .update(users)
    .set({ passwordHash: input.passwordHash })
    .where(eq(users.id, input.userId))
    .returning({ email: users.email, firstName: users.firstName });
  if (!user) return;
  const mine = eq(authTokens.userId, input.userId);
  await tx
    .delete(authTokens)
    .where(input.keepDigest ? and(mine, ne(authTokens.digest, input.keepDigest)) : mine);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, input.userId));
  await queueEmail(
    tx,
    passwordChangedEmail({ to: user.email, firstName: user.firstName, webUrl: input.webUrl }),
    now,
  );
}
