import type { Executor } from '../../db/client';
import { liveEvents } from '../../db/schema';
import type { LiveEventType } from '../../db/schema';

/**
 * Writes a live event for `userId`, inside the caller's transaction: it reaches the user's
 * streams at commit, and never if the change rolls back. Most events are written by triggers
 * (migration 0013_live.sql); this is for the changes no single table tells (a purchase).
 */
export async function publishLive(
  db: Executor,
  userId: number,
  type: LiveEventType,
  data: Record<string, unknown>,
): Promise<void> {
  await db.insert(liveEvents).values({ userId, type, data }).onConflictDoNothing();
}
