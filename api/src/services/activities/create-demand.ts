import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { demands, profiles, users } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { checkDemandCreate } from './demand-input';
import type { SentDemand } from './demand-input';
import { inviteMatchingColleagues } from './matching';
import { notifyInvitations } from '../notifications/events';

/**
 * POST demands/ and POST temp-demands/: checks what needs the database, then inserts the demand and its invitations
 * in one transaction (a failure leaves neither). A temp demand (the light-registered guest's)
 * is also recorded as the user's temp_demand.
 */
export async function createDemand(
  ctx: AppContext,
  userId: number,
  sent: SentDemand,
  options: { temp: boolean },
): Promise<typeof demands.$inferSelect> {
  const now = ctx.clock();
  const [profile] = await ctx.db
    .select({ type: profiles.type })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile) throw detailError(404, MSG.notFound);
  const input = await checkDemandCreate(ctx.db, sent, profile.type);
  return ctx.db.transaction(async (tx) => {
    const [demand] = await tx
      .insert(demands)
      .values({
        userId,
        type: input.type,
        activity: input.activity,
        subjectId: input.subjectId,
        money: input.money,
        notes: input.notes,
        officeId: input.officeId,
        section: input.section,
        judge: input.judge,
        skillId: input.skillId,
        datetime: input.datetime,
        status: 'PENDING',
        createdAt: now,
        isDelayed: input.isDelayed,
        onlyAiga: input.onlyAiga,
        onlyCertified: input.onlyCertified,
        onlyPriority: input.onlyPriority,
        isTemp: options.temp,
      })
      .returning();
    await inviteMatchingColleagues(
      tx,
      {
        demandId: demand.id,
        requesterId: userId,
        requesterRole: profile.type,
        cityId: input.officeCityId,
        skillId: input.skillId,
        onlyAiga: input.onlyAiga,
        onlyCertified: input.onlyCertified,
        onlyPriority: input.onlyPriority,
      },
      now,
    );
    await notifyInvitations(tx, ctx, demand, now);
    if (options.temp)
      await tx.update(users).set({ tempDemand: demand.id }).where(eq(users.id, userId));
    return demand;
  });
}
