import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { candidates, demands } from '../../db/schema';
import type { CandidateStatus } from '../../db/schema';
import { HttpError, detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import type { CandidateRow, DemandRow } from '../../serializers/demand';
import { loadParties, partyJson } from '../../serializers/party';
import { findOwnInvitation, findReceivedDemand } from './access';
import { expireDemand } from './expiry';
import { notifyCandidateAccepted, notifyConcluded } from '../notifications/events';

/**
 * The invited colleague's and the assignee's transitions: one conditional UPDATE each (see
 * requester-transitions.ts), the demand row locked first so an accept cannot slip past a
 * concurrent assignment or cancellation.
 */

export const PROFILE_INCOMPLETE = { detail: MSG.profileIncomplete, code: 'profile_incomplete' };

async function isProfileCompleteFor(ctx: AppContext, userId: number): Promise<boolean> {
  const parties = await loadParties(ctx.db, [userId], ctx.clock());
  const party = parties.get(userId);
  return party ? partyJson(party, false).profile.is_complete : false;
}

/** GET invitations/received/{id}/accept/ and /reject/: candidate PENDING, demand PENDING. */
export async function answerInvitation(
  ctx: AppContext,
  id: number,
  userId: number,
  answer: Extract<CandidateStatus, 'ACCEPTED' | 'REJECTED'>,
): Promise<{ own: CandidateRow; demand: DemandRow }> {
  const now = ctx.clock();
  const { own } = await findOwnInvitation(ctx.db, id, userId, now);
  await expireDemand(ctx.db, own.demandId, now);
  const complete = answer === 'ACCEPTED' ? await isProfileCompleteFor(ctx, userId) : true;
  return ctx.db.transaction(async (tx) => {
    const [demand] = await tx
      .select()
      .from(demands)
      .where(eq(demands.id, own.demandId))
      .for('update');
    const [current] = await tx.select().from(candidates).where(eq(candidates.id, id));
    if (demand.status !== 'PENDING') throw detailError(400, MSG.demandNotPending);
    if (current.status !== 'PENDING') throw detailError(400, MSG.invitationAnswered);
    if (!complete) throw new HttpError(400, PROFILE_INCOMPLETE);
    const [row] = await tx
      .update(candidates)
      .set({ status: answer })
      .where(
        and(
          eq(candidates.id, id),
          eq(candidates.userId, userId),
          eq(candidates.deleted, false),
          eq(candidates.status, 'PENDING'),
          sql`exists (select 1 from demands d where d.id = ${own.demandId}
                      and d.status = 'PENDING')`,
        ),
      )
      .returning();
    if (!row) throw detailError(400, MSG.invitationAnswered);
    if (answer === 'ACCEPTED') await notifyCandidateAccepted(tx, ctx, demand, row, now);
    return { own: row, demand };
  });
}

/** DELETE invitations/received/{id}/: once answered no, dead, or the demand moved on. */
export async function deleteInvitation(ctx: AppContext, id: number, userId: number) {
  const now = ctx.clock();
  const { own } = await findOwnInvitation(ctx.db, id, userId, now);
  await expireDemand(ctx.db, own.demandId, now);
  const rows = await ctx.db
    .update(candidates)
    .set({ deleted: true })
    .where(
      and(
        eq(candidates.id, id),
        eq(candidates.userId, userId),
        eq(candidates.deleted, false),
        or(
          inArray(candidates.status, ['REJECTED', 'DEAD']),
          sql`exists (select 1 from demands d where d.id = ${candidates.demandId}
                      and d.status <> 'PENDING')`,
        ),
      ),
    )
    .returning({ id: candidates.id });
  if (rows.length === 0) {
    await findOwnInvitation(ctx.db, id, userId, now);
    throw detailError(400, MSG.invitationNotDeletable);
  }
}

/** GET received-demands/{id}/completed/: ASSIGNED -> COMPLETED, by the assignee only. */
export async function completeDemand(ctx: AppContext, id: number, userId: number) {
  await findReceivedDemand(ctx.db, id, userId);
  const [row] = await ctx.db
    .update(demands)
    .set({ status: 'COMPLETED' })
    .where(
      and(
        eq(demands.id, id),
        eq(demands.assigneeId, userId),
        eq(demands.assigneeDeleted, false),
        eq(demands.status, 'ASSIGNED'),
      ),
    )
    .returning();
  if (!row) {
    // Still the caller's (else 404), so no longer ASSIGNED: concluded already.
    await findReceivedDemand(ctx.db, id, userId);
    throw detailError(400, MSG.demandAlreadyCompleted);
  }
  await notifyConcluded(ctx.db, ctx, row, ctx.clock());
  ctx.mail.wake();
  return row;
}

/** DELETE received-demands/{id}/: the assignee hides a PAID demand from their list. */
export async function deleteReceivedDemand(ctx: AppContext, id: number, userId: number) {
  await findReceivedDemand(ctx.db, id, userId);
  const rows = await ctx.db
    .update(demands)
    .set({ assigneeDeleted: true })
    .where(
      and(
        eq(demands.id, id),
        eq(demands.assigneeId, userId),
        eq(demands.assigneeDeleted, false),
        eq(demands.status, 'PAID'),
      ),
    )
    .returning({ id: demands.id });
  if (rows.length === 0) {
    await findReceivedDemand(ctx.db, id, userId);
    throw detailError(400, MSG.receivedNotDeletable);
  }
}
