import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { authTokens, handoffTokens, passwordResetTokens, users } from '../db/schema';
import { queueEmail } from '../lib/outbox';
import { passwordChangedEmail } from './emails';

/**
 * Sets a new password hash, whatever the route (change, reset): every session of the user but
 * `keepDigest` ends (a stolen key stops working), pending reset links and handoff tokens die, and
 * the owner is told by e-mail. Inside the caller's transaction, which takes the user's lock
 * (lockUser) before anything else: sign-ins and session checks take it too, so none of them ends
 * on the other side of it with a session of the old password.
 */
export async function setPassword(
  tx: Tx,
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
  // A handoff token stands for a session in a URL: it goes with the sessions.
  await tx.delete(handoffTokens).where(eq(handoffTokens.userId, input.userId));
  await queueEmail(
    tx,
    await passwordChangedEmail({
      to: user.email,
      firstName: user.firstName,
      webUrl: input.webUrl,
    }),
    now,
  );
}
