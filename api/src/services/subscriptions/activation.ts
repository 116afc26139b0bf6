import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { checkouts, paymentRecords, subscriptions } from '../../db/schema';
import type { CheckoutStatus } from '../../db/schema';
import { addMonths } from '../../domain/pricing';
import { HttpError } from '../../lib/errors';
import type { SubscriptionRow } from './active';
import type { Catalog } from './catalog';
import { loadCatalog } from './catalog';
import { consumeCoupon } from './coupons';
import { SUB_MSG } from './messages';
import { assertCanBuy } from './order';
import { notifySubscriptionActivated } from '../notifications/events';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type PaymentRecordRow = typeof paymentRecords.$inferSelect;

export interface Activation {
  subscription: SubscriptionRow;
  record: PaymentRecordRow;
  /** False when an earlier call (or a concurrent one) had already activated it. */
  created: boolean;
}

/** The message of a refusal, whichever shape its body has. */
export function refusalMessage(error: HttpError): string {
  const body = error.body as { message?: unknown; non_field_errors?: unknown; detail?: unknown };
  if (typeof body.message === 'string') return body.message;
  if (Array.isArray(body.non_field_errors) && typeof body.non_field_errors[0] === 'string') {
    return body.non_field_errors[0];
  }
  return typeof body.detail === 'string' ? body.detail : SUB_MSG.notAuthorized;
}

export async function findCheckout(db: Executor, id: number): Promise<CheckoutRow> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

/** The subscription and payment record an activated checkout produced. */
export async function findActivation(db: Executor, checkoutId: number): Promise<Activation | null> {
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.checkoutId, checkoutId));
  const [record] = await db
    .select()
    .from(paymentRecords)
    .where(eq(paymentRecords.checkoutId, checkoutId));
  return subscription && record ? { subscription, record, created: false } : null;
}

/**
 * Inside the activation transaction: the rules again, the coupon use (conditional UPDATE),
 * then the subscription and its payment record (both unique per checkout).
 */
async function insertActivation(
  tx: Executor,
  checkout: CheckoutRow,
  catalog: Catalog,
  now: Date,
): Promise<Activation> {
  const type = catalog.byId.get(checkout.paymentTypeId);
  const plan = catalog.plans.get(checkout.planId);
  if (!type || !plan) throw new Error(`checkout ${checkout.id}: catalogue row missing`);
  await assertCanBuy(tx, checkout.userId, { type }, catalog, now);
  if (checkout.couponId !== null && !(await consumeCoupon(tx, checkout.couponId))) {
    throw new HttpError(400, { message: SUB_MSG.couponUsedUp });
  }
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: checkout.userId,
      paymentTypeId: checkout.paymentTypeId,
      planId: checkout.planId,
      variantId: checkout.variantId,
      cityId: checkout.cityId,
      paymentMethod: checkout.method,
      monthlyCents: checkout.monthlyCents,
      couponId: checkout.couponId,
      checkoutId: checkout.id,
      sdi: checkout.sdi,
      activationDate: now,
      expireAt: addMonths(now, plan.months),
      createdAt: now,
    })
    .returning();
  const [record] = await tx
    .insert(paymentRecords)
    .values({
      userId: checkout.userId,
      subscriptionId: subscription.id,
      checkoutId: checkout.id,
      kind: 'purchase',
      method: checkout.method,
      amountCents: checkout.amountCents,
      vatCents: checkout.vatCents,
      status: checkout.method === 'bank_transfer' ? 'awaiting_transfer' : 'paid',
      createdAt: now,
    })
    .returning();
  await notifySubscriptionActivated(tx, subscription, type.row, now);
  return { subscription, record, created: true };
}

function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((c) => (c as { code?: string } | null)?.code === '23505');
}

export type ActivationOutcome =
  | { kind: 'activated'; activation: Activation }
  | { kind: 'lost' }
  | { kind: 'refused'; error: HttpError };

/**
 * Moves the checkout from `from` to activated and creates what it paid for, in one
 * transaction. The conditional UPDATE lets exactly one of concurrent callers through; the
 * others get 'lost' and read the winner's result.
 */
export async function activateCheckout(
  ctx: AppContext,
  checkoutId: number,
  from: CheckoutStatus,
): Promise<ActivationOutcome> {
  const now = ctx.clock();
  const catalog = await loadCatalog(ctx.db);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(checkouts)
        .set({ status: 'activated', updatedAt: now })
        .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, from)))
        .returning();
      if (!claimed) return { kind: 'lost' as const };
      return {
        kind: 'activated' as const,
        activation: await insertActivation(tx, claimed, catalog, now),
      };
    });
  } catch (error) {
    if (error instanceof HttpError) return { kind: 'refused', error };
    if (isUniqueViolation(error)) return { kind: 'lost' };
    throw error;
  }
}

/** Marks a checkout failed (only from the expected state); false if another call moved it. */
export async function failCheckout(
  db: Executor,
  checkoutId: number,
  from: CheckoutStatus,
  message: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ status: 'failed', message, updatedAt: now })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, from)))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/** The activation a bank transfer with this key already produced, if any. */
export async function findBankTransfer(
  ctx: AppContext,
  userId: number,
  idempotencyKey: string,
): Promise<Activation | null> {
  const [row] = await ctx.db
    .select()
    .from(checkouts)
    .where(
      and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, idempotencyKey.toLowerCase())),
    );
  return row ? findActivation(ctx.db, row.id) : null;
}

/**
 * Bank transfer: no provider, the client's idempotency key is the reference. The checkout
 * is written already activated, in the same transaction as the subscription; a replay (or a
 * concurrent duplicate, stopped by the unique key) returns the first result.
 */
export async function activateBankTransfer(
  ctx: AppContext,
  userId: number,
  idempotencyKey: string,
  values: Omit<
    typeof checkouts.$inferInsert,
    'userId' | 'idempotencyKey' | 'status' | 'createdAt' | 'updatedAt'
  >,
): Promise<Activation> {
  const now = ctx.clock();
  const existing = () => findBankTransfer(ctx, userId, idempotencyKey);
  const replay = await existing();
  if (replay) return replay;
  const catalog = await loadCatalog(ctx.db);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [checkout] = await tx
        .insert(checkouts)
        .values({
          ...values,
          userId,
          idempotencyKey,
          status: 'activated',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return insertActivation(tx, checkout, catalog, now);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await existing();
    if (!winner) throw error;
    return winner;
  }
}
