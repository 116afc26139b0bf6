import { CANCEL_WINDOW_MS } from '@colleghi/rules';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { candidates, demands } from '../../db/schema';
import { REQUESTER_DELETABLE_STATES } from '../../domain/activity-rules';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import type { DemandRow } from '../../serializers/demand';
import { findOwnDemand } from './access';
import { expireDemand } from './expiry';
import { notifyAssigned, notifyPaid } from '../notifications/events';

/**
 * The requester's transitions. Each is ONE conditional UPDATE (WHERE id = ? AND status = ?
 * ... RETURNING): when two requests race, the row lock makes the second re-check the status
 * and update nothing, so it gets the 400 and exactly one wins. The demand row is locked first
 * (SELECT ... FOR UPDATE) so the side effects on candidates are serialized per demand too.
 */

async function lockDemand(tx: Tx, id: number): Promise<DemandRow | undefined> {
  const [row] = await tx.select().from(demands).where(eq(demands.id, id)).for('update');
  return row;
}

function mine(id: number, userId: number) {
  return and(eq(demands.id, id), eq(demands.userId, userId), eq(demands.deleted, false));
}

/** PENDING and ACCEPTED candidates of a demand that will not be assigned to them. */
async function killOpenCandidates(tx: Tx, demandId: number, exceptCandidateId?: number) {
  await tx
    .update(candidates)
    .set({ status: 'DEAD' })
    .where(
      and(
        eq(candidates.demandId, demandId),
        inArray(candidates.status, ['PENDING', 'ACCEPTED']),
        exceptCandidateId === undefined ? undefined : ne(candidates.id, exceptCandidateId),
      ),
    );
}

/** GET demands/{id}/annulled/: PENDING -> ANNULLED within 2 minutes of creation. */
export async function annulDemand(ctx: AppContext, id: number, userId: number) {
  const now = ctx.clock();
  await findOwnDemand(ctx.db, id, userId, now);
  await expireDemand(ctx.db, id, now);
  return ctx.db.transaction(async (tx) => {
    await lockDemand(tx, id);
    const [row] = await tx
      .update(demands)
      .set({ status: 'ANNULLED' })
      .where(
        and(
          mine(id, userId),
          eq(demands.status, 'PENDING'),
          gt(demands.createdAt, new Date(now.getTime() - CANCEL_WINDOW_MS)),
        ),
      )
      .returning();
    if (!row) {
      const current = await findOwnDemand(tx, id, userId, now);
      const message = current.status === 'PENDING' ? MSG.cancelWindowOver : MSG.demandNotPending;
      throw detailError(400, message);
    }
    await killOpenCandidates(tx, id);
    return row;
  });
}

/** GET demands/{id}/invitations/{candidateId}/assign/: PENDING -> ASSIGNED to an ACCEPTED one. */
export async function assignDemand(
  ctx: AppContext,
  id: number,
  candidateId: number,
  userId: number,
) {
  const now = ctx.clock();
  await findOwnDemand(ctx.db, id, userId, now);
  await expireDemand(ctx.db, id, now);
  const [candidate] = await ctx.db
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), eq(candidates.demandId, id)));
  if (!candidate) throw detailError(404, MSG.notFound);
  return ctx.db.transaction(async (tx) => {
    await lockDemand(tx, id);
    const [row] = await tx
      .update(demands)
      .set({ status: 'ASSIGNED', assigneeId: candidate.userId })
      .where(
        and(
          mine(id, userId),
          eq(demands.status, 'PENDING'),
          sql`exists (select 1 from candidates c where c.id = ${candidateId}
                      and c.demand_id = ${id} and c.status = 'ACCEPTED')`,
        ),
      )
      .returning();
    if (!row) {
      const current = await findOwnDemand(tx, id, userId, now);
      const message =
        current.status === 'PENDING' ? MSG.candidateNotAvailable : MSG.demandNotPending;
      throw detailError(400, message);
    }
    await killOpenCandidates(tx, id, candidateId);
    await notifyAssigned(tx, ctx, row, candidateId, now);
    return row;
  });
}

/** GET demands/{id}/paid/: COMPLETED -> PAID. */
export async function markDemandPaid(ctx: AppContext, id: number, userId: number) {
  const now = ctx.clock();
  await findOwnDemand(ctx.db, id, userId, now);
  const [row] = await ctx.db
    .update(demands)
    .set({ status: 'PAID' })
    .where(and(mine(id, userId), eq(demands.status, 'COMPLETED')))
    .returning();
  if (!row) {
    const current = await findOwnDemand(ctx.db, id, userId, now);
    throw detailError(
      400,
      current.status === 'PAID' ? MSG.demandAlreadyPaid : MSG.demandNotCompleted,
    );
  }
  await notifyPaid(ctx.db, ctx, row, now);
  ctx.mail.wake();
  return row;
}

/** PUT demands/{id}/ { is_delayed: false }: stop extending the search. */
export async function stopDelay(ctx: AppContext, id: number, userId: number) {
  const now = ctx.clock();
  await findOwnDemand(ctx.db, id, userId, now);
  await expireDemand(ctx.db, id, now);
  const [row] = await ctx.db
    .update(demands)
    .set({ isDelayed: false })
    .where(mine(id, userId))
    .returning();
  if (!row) throw detailError(404, MSG.notFound);
  return row;
}

/** DELETE demands/{id}/: soft delete for the requester, once ANNULLED, EXPIRED or PAID. */
export async function deleteDemand(ctx: AppContext, id: number, userId: number): Promise<void> {
  const now = ctx.clock();
  await findOwnDemand(ctx.db, id, userId, now);
  await expireDemand(ctx.db, id, now);
  const rows = await ctx.db
    .update(demands)
    .set({ deleted: true })
    .where(and(mine(id, userId), inArray(demands.status, [...REQUESTER_DELETABLE_STATES])))
    .returning({ id: demands.id });
  if (rows.length === 0) {
    // Still there but in the wrong state (a concurrent delete would make this a 404).
    await findOwnDemand(ctx.db, id, userId, now);
    throw detailError(400, MSG.demandNotDeletable);
  }
}
