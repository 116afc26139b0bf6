import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { lockUser } from '../../db/locks';
import { ONE_RENEWING_INDEX, checkouts, paymentRecords, subscriptions } from '../../db/schema';
import type { CheckoutStatus } from '../../db/schema';
import { addMonths } from '@colleghi/rules';
import { HttpError } from '../../lib/errors';
import type { SubscriptionRow } from './active';
import type { Catalog } from './catalog';
import { REPEATABLE_TYPES, loadCatalog } from './catalog';
import { consumeCoupon } from './coupons';
import { SUB_MSG } from './messages';
import { assertCanBuy } from './order';
import type { NoticeMailContext } from '../emails';
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
 * Inside the activation transaction, under the user's row lock (taken first by the caller):
 * the rules again, the coupon use (conditional UPDATE), then the subscription and its payment
 * record (both unique per checkout).
 */
async function insertActivation(
  tx: Executor,
  mail: NoticeMailContext,
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
      exclusive: !REPEATABLE_TYPES.includes(type.row.type),
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
  await notifySubscriptionActivated(tx, mail, subscription, type.row, now);
  return { subscription, record, created: true };
}

/** The PostgreSQL error of a unique violation (drizzle wraps the driver's as its cause). */
function uniqueViolation(error: unknown): { constraint?: string } | null {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  const found = candidates.find((c) => (c as { code?: string } | null)?.code === '23505');
  return (found as { constraint?: string } | undefined) ?? null;
}

const isUniqueViolation = (error: unknown) => uniqueViolation(error) !== null;

/**
 * The database refused a second renewing subscription of one type: the user's lock makes the
 * rules refuse it first, so this only answers for a writer that skipped them.
 */
function alreadyHeld(error: unknown): HttpError | null {
  return uniqueViolation(error)?.constraint === ONE_RENEWING_INDEX
    ? new HttpError(400, { message: SUB_MSG.alreadyActive })
    : null;
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
  const { userId } = await findCheckout(ctx.db, checkoutId);
  try {
    return await ctx.db.transaction(async (tx) => {
      // The user's lock first, in every transaction that takes it (no lock-order deadlock).
      await lockUser(tx, userId);
      const [claimed] = await tx
        .update(checkouts)
        .set({ status: 'activated', updatedAt: now })
        .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, from)))
        .returning();
      if (!claimed) return { kind: 'lost' as const };
      return {
        kind: 'activated' as const,
        activation: await insertActivation(tx, ctx, claimed, catalog, now),
      };
    });
  } catch (error) {
    if (error instanceof HttpError) return { kind: 'refused', error };
    const held = alreadyHeld(error);
    if (held) return { kind: 'refused', error: held };
    if (isUniqueViolation(error)) return { kind: 'lost' };
    throw error;
  }
}

/**
 * Marks a checkout failed (only from the expected state); false if another call moved it.
 * `refund: 'due'` records, in the same statement, that the provider holds money to give back.
 */
export async function failCheckout(
  db: Executor,
  checkoutId: number,
  from: CheckoutStatus,
  message: string | null,
  now: Date,
  refund?: 'due',
): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ status: 'failed', message, refundStatus: refund ?? null, updatedAt: now })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, from)))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/**
 * Asks the provider for a refund that is due, then records it done. A provider error leaves
 * it due: the next read of the checkout asks again.
 */
export async function settleRefund(
  ctx: AppContext,
  checkoutId: number,
  refund: () => Promise<void>,
): Promise<void> {
  await refund();
  await ctx.db
    .update(checkouts)
    .set({ refundStatus: 'refunded', updatedAt: ctx.clock() })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.refundStatus, 'due')));
}

/** The activation a bank transfer with this key already produced, if any. */
export async function findBankTransfer(
  db: Executor,
  userId: number,
  idempotencyKey: string,
): Promise<Activation | null> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(
      and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, idempotencyKey.toLowerCase())),
    );
  return row ? findActivation(db, row.id) : null;
}

/**
 * Bank transfer: no provider, the client's idempotency key is the reference. Under the user's
 * lock, a key already used returns its first result; otherwise the checkout is written
 * already activated, in the same transaction as the subscription.
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
  const catalog = await loadCatalog(ctx.db);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const replay = await findBankTransfer(tx, userId, idempotencyKey);
      if (replay) return replay;
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
      return insertActivation(tx, ctx, checkout, catalog, now);
    });
  } catch (error) {
    const held = alreadyHeld(error);
    if (held) throw held;
    throw error;
  }
}
