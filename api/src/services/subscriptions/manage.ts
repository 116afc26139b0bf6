import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { lockUser } from '../../db/locks';
import { paymentRecords, subscriptions } from '../../db/schema';
import { cityChangeQuote, centsToDecimal, vatCents } from '@colleghi/rules';
import { HttpError, ValidationError, detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import type { PageParams } from '../../lib/pagination';
import { planJson, subscriptionJson } from '../../serializers/subscription';
import type { SubscriptionRow } from './active';
import type { Catalog } from './catalog';
import { cityMonthlyCents, findCity, loadCatalog } from './catalog';
import { SUB_MSG } from './messages';

/** The caller's subscription ("payment") or a 404, as for any object of someone else. */
export async function ownSubscription(
  db: Executor,
  userId: number,
  id: number,
): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  if (!row) throw detailError(404, MSG.notFound);
  return row;
}

export async function subscriptionOut(db: Executor, row: SubscriptionRow, catalog?: Catalog) {
  const city = row.cityId === null ? null : await findCity(db, row.cityId);
  return subscriptionJson(row, catalog ?? (await loadCatalog(db)), city);
}

/** GET payments/{id}/plans-info/: active plans of the type, priced at this subscription. */
export async function plansInfo(ctx: AppContext, userId: number, id: number) {
  const row = await ownSubscription(ctx.db, userId, id);
  const catalog = await loadCatalog(ctx.db);
  const type = catalog.byId.get(row.paymentTypeId);
  const monthly = row.nextMonthlyCents ?? row.monthlyCents;
  return (type?.plans ?? []).filter((p) => p.isActive).map((p) => planJson(p, monthly));
}

const rule = (message: string) => new ValidationError({ non_field_errors: [message] });

/** PUT payments/{id}/change-plan/ { plan_id }: the new plan applies at the next renewal. */
export async function changePlan(ctx: AppContext, userId: number, id: number, planId: number) {
  const row = await ownSubscription(ctx.db, userId, id);
  const catalog = await loadCatalog(ctx.db);
  const type = catalog.byId.get(row.paymentTypeId);
  if (type?.row.type === 'bundle') throw rule(SUB_MSG.changePlanBundle);
  if (row.unsubscribed) throw rule(SUB_MSG.changePlanUnsubscribed);
  if (row.paymentMethod === 'trial') throw rule(SUB_MSG.changePlanTrial);
  if (row.nextPlanId !== null) throw rule(SUB_MSG.changePlanPending);
  const plan = catalog.plans.get(planId);
  if (!plan || plan.paymentTypeId !== row.paymentTypeId || !plan.isActive) {
    throw new ValidationError({ plan_id: [SUB_MSG.plan] });
  }
  if (plan.id === row.planId) throw new ValidationError({ plan_id: [SUB_MSG.changePlanSame] });
  if (!plan.methods.includes(row.paymentMethod as (typeof plan.methods)[number])) {
    throw new ValidationError({ plan_id: [SUB_MSG.changePlanMethod] });
  }
  // Conditional: of two concurrent changes only the first one sets the next plan.
  const [updated] = await ctx.db
    .update(subscriptions)
    .set({ nextPlanId: plan.id })
    .where(
      and(
        eq(subscriptions.id, row.id),
        isNull(subscriptions.nextPlanId),
        eq(subscriptions.unsubscribed, false),
      ),
    )
    .returning();
  if (!updated) throw rule(SUB_MSG.changePlanPending);
  return subscriptionOut(ctx.db, updated, catalog);
}

/**
 * GET/POST payments/{id}/cancel/: no more renewals; the subscription runs to expire_at.
 * Refused while a renewal is in progress (expire_at already past); a repeat changes nothing.
 */
export async function cancelSubscription(ctx: AppContext, userId: number, id: number) {
  const now = ctx.clock();
  const row = await ownSubscription(ctx.db, userId, id);
  if (row.unsubscribed) return subscriptionOut(ctx.db, row);
  if (row.expireAt.getTime() <= now.getTime()) {
    throw new HttpError(400, { detail: SUB_MSG.renewalInProgress });
  }
  const [updated] = await ctx.db
    .update(subscriptions)
    .set({ unsubscribed: true, unsubscribedAt: now })
    .where(and(eq(subscriptions.id, row.id), eq(subscriptions.unsubscribed, false)))
    .returning();
  return subscriptionOut(ctx.db, updated ?? (await ownSubscription(ctx.db, userId, id)));
}

/**
 * PUT payment-variants/change-city/ { payment_id, city_id|null }: the second city of a
 * professional subscription, priced by the server (cityChangeQuote); a dearer city charges the
 * difference now (a city_change payment record).
 */
export async function changeCity(
  ctx: AppContext,
  userId: number,
  paymentId: number,
  cityId: number | null,
) {
  const now = ctx.clock();
  const row = await ownSubscription(ctx.db, userId, paymentId);
  const catalog = await loadCatalog(ctx.db);
  const type = catalog.byId.get(row.paymentTypeId);
  if (type?.row.type !== 'professional') throw rule(SUB_MSG.notProfessional);
  if (cityId && !(await findCity(ctx.db, cityId))) {
    throw new ValidationError({ city_id: [MSG.city] });
  }
  const baseMonthly = type.row.monthlyCents;
  const newMonthly = cityId
    ? ((await cityMonthlyCents(ctx.db, type.row.id, cityId)) ?? baseMonthly)
    : baseMonthly;
  const { updated, quote } = await ctx.db.transaction(async (tx) => {
    // Priced from the subscription as it is under the user's lock: of two changes sent at once
    // the second sees the first one's price, so a dearer city is charged once.
    await lockUser(tx, userId);
    const current = await ownSubscription(tx, userId, paymentId);
    const plan = current.planId === null ? null : (catalog.plans.get(current.planId) ?? null);
    const quote = cityChangeQuote({
      paymentMethod: current.paymentMethod,
      currentMonthlyCents: current.monthlyCents,
      newMonthlyCents: newMonthly,
      plan,
      expireAt: current.expireAt,
      now,
    });
    const changes =
      quote.kind === 'charge_now'
        ? { cityId, monthlyCents: newMonthly, nextMonthlyCents: null }
        : quote.kind === 'next_renewal'
          ? { cityId, nextMonthlyCents: newMonthly }
          : { cityId, nextMonthlyCents: null };
    const [saved] = await tx
      .update(subscriptions)
      .set(changes)
      .where(eq(subscriptions.id, current.id))
      .returning();
    if (quote.kind === 'charge_now' && quote.chargeCents > 0 && current.paymentMethod !== 'trial') {
      await tx.insert(paymentRecords).values({
        userId,
        subscriptionId: current.id,
        kind: 'city_change',
        method: current.paymentMethod,
        amountCents: quote.chargeCents,
        vatCents: vatCents(quote.chargeCents),
        status: current.paymentMethod === 'bank_transfer' ? 'awaiting_transfer' : 'paid',
        createdAt: now,
      });
    }
    return { updated: saved, quote };
  });
  const result = cityId === null ? ('cleared' as const) : quote.kind;
  return {
    result,
    charged: centsToDecimal(quote.kind === 'charge_now' ? quote.chargeCents : 0),
    subscription: await subscriptionOut(ctx.db, updated, catalog),
  };
}

/** GET payments/records/: the caller's payment records, newest first. */
export async function listPaymentRecords(db: Executor, userId: number, page: PageParams) {
  const where = eq(paymentRecords.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(paymentRecords).where(where);
  const rows = await db
    .select()
    .from(paymentRecords)
    .where(where)
    .orderBy(desc(paymentRecords.createdAt), desc(paymentRecords.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows };
}
