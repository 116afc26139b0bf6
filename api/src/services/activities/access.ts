import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidates, demands } from '../../db/schema';
import { ASSIGNED_STATES } from '../../domain/activity-rules';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import type { CandidateRow, DemandRow } from '../../serializers/demand';
import { demandAsRead, pairAsRead } from './expiry';

/**
 * Object-level permissions: each context finds only the caller's own objects, and anything
 * else (another user's, soft-deleted, malformed id) is the same 404, so nothing is revealed.
 */
export function parseId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw detailError(404, MSG.notFound);
  return id;
}

/** The requester's own demand (not soft-deleted by the requester), as read at `now`. */
export async function findOwnDemand(
  db: Executor,
  id: number,
  userId: number,
  now: Date,
): Promise<DemandRow> {
  const [row] = await db
    .select()
    .from(demands)
    .where(and(eq(demands.id, id), eq(demands.userId, userId), eq(demands.deleted, false)));
  if (!row) throw detailError(404, MSG.notFound);
  return demandAsRead(row, now);
}

/** The caller's own invitation (candidate row) and its demand, both as read at `now`. */
export async function findOwnInvitation(
  db: Executor,
  id: number,
  userId: number,
  now: Date,
): Promise<{ own: CandidateRow; demand: DemandRow }> {
  const [row] = await db
    .select({ own: candidates, demand: demands })
    .from(candidates)
    .innerJoin(demands, eq(demands.id, candidates.demandId))
    .where(
      and(eq(candidates.id, id), eq(candidates.userId, userId), eq(candidates.deleted, false)),
    );
  if (!row) throw detailError(404, MSG.notFound);
  return pairAsRead(row, now);
}

/**
 * A demand assigned to the caller (assignee context, not soft-deleted by the assignee); only
 * PENDING demands expire, so what is stored here is what is read.
 */
export async function findReceivedDemand(
  db: Executor,
  id: number,
  userId: number,
): Promise<DemandRow> {
  const [row] = await db
    .select()
    .from(demands)
    .where(
      and(
        eq(demands.id, id),
        eq(demands.assigneeId, userId),
        eq(demands.assigneeDeleted, false),
        inArray(demands.status, [...ASSIGNED_STATES]),
      ),
    );
  if (!row) throw detailError(404, MSG.notFound);
  return row;
}
