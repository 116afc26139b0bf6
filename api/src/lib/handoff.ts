import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { lockUser } from '../db/locks';
import { handoffTokens } from '../db/schema';
import type { HandoffPurpose } from '../db/schema';
import { digest } from './tokens';

/** HANDOFF_TOKEN_MINUTES: how long a handoff token may wait for its exchange (30 minutes). */
export const DEFAULT_HANDOFF_TTL_MS = 30 * 60 * 1000;

/** What a handoff token is bound to: one purpose, one subject (the payment type bought). */
export interface HandoffBinding {
  purpose: HandoffPurpose;
  subject: string;
}

/** A new token (64 hex, never a session key's 40): only its digest is stored. */
export async function createHandoff(
  db: Executor,
  userId: number,
  binding: HandoffBinding,
  now: Date,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + ttlMs);
  // The user's expired tokens go with the next one: the table holds only live ones, give or take.
  await db
    .delete(handoffTokens)
    .where(and(eq(handoffTokens.userId, userId), lte(handoffTokens.expiresAt, now)));
  await db.insert(handoffTokens).values({
    digest: digest(token),
    userId,
    purpose: binding.purpose,
    subject: binding.subject,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Uses a token once: the user it stands for, or null when it is unknown, used, expired or bound
 * to something else. The delete is the check, in one statement: of two concurrent exchanges of
 * one token only one gets the row back. The owner's lock comes first, as a password change
 * takes it: the token is either used before the change (whose end of sessions then ends the
 * one it makes) or found deleted by it.
 */
export async function consumeHandoff(
  tx: Tx,
  token: string,
  binding: HandoffBinding,
  now: Date,
): Promise<number | null> {
  if (!/^[0-9a-f]{64}$/i.test(token)) return null;
  const tokenDigest = digest(token.toLowerCase());
  const [owner] = await tx
    .select({ userId: handoffTokens.userId })
    .from(handoffTokens)
    .where(eq(handoffTokens.digest, tokenDigest));
  if (!owner) return null;
  await lockUser(tx, owner.userId);
  const [used] = await tx
    .delete(handoffTokens)
    .where(
      and(
        eq(handoffTokens.digest, tokenDigest),
        eq(handoffTokens.purpose, binding.purpose),
        eq(handoffTokens.subject, binding.subject),
        gt(handoffTokens.expiresAt, now),
      ),
    )
    .returning({ userId: handoffTokens.userId });
  return used?.userId ?? null;
}
