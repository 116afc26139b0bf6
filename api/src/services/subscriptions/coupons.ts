import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { coupons } from '../../db/schema';
import type { Promo } from '@colleghi/rules';
import { centsToDecimal } from '@colleghi/rules';
import type { AttemptCounter } from '../../lib/attempt-throttle';
import { claimAttempt } from '../../lib/attempt-throttle';
import { MSG } from '../../lib/messages';
import { SUB_MSG } from './messages';

export type CouponRow = typeof coupons.$inferSelect;

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function findCoupon(db: Executor, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCode(code)));
  return row ?? null;
}

/**
 * A code someone typed is a guess: unknown codes count on `guesses` (per IP on validation, per
 * user at checkout), so codes cannot be enumerated. Once the limit is reached even a valid code
 * waits (429), or guessing would go on and only the hits would get through.
 */
export async function findGuessedCoupon(
  ctx: AppContext,
  code: string,
  guesses: readonly AttemptCounter[],
): Promise<CouponRow | null> {
  // Counted before the lookup, so parallel guesses wait for each other's count.
  const guess = await claimAttempt(ctx, guesses, MSG.tooManyTries);
  const coupon = await findCoupon(ctx.db, code);
  if (coupon) await guess.giveBack();
  return coupon;
}

/** Why the coupon cannot be used for this type and plan, or null when it can. */
export function couponProblem(
  coupon: CouponRow | null,
  paymentTypeId: number,
  planId: number | null,
  now: Date,
): string | null {
  if (!coupon) return SUB_MSG.couponUnknown;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return SUB_MSG.couponExpired;
  if (coupon.paymentTypeId !== null && coupon.paymentTypeId !== paymentTypeId) {
    return SUB_MSG.couponWrongPlan;
  }
  if (coupon.planId !== null && coupon.planId !== planId) return SUB_MSG.couponWrongPlan;
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return SUB_MSG.couponUsedUp;
  return null;
}

export function promoOf(coupon: CouponRow | null): Promo {
  if (!coupon) return null;
  return coupon.percentage !== null
    ? { percentage: coupon.percentage }
    : { discountCents: coupon.discountCents ?? 0 };
}

/** The CouponResult shape of coupon-codes/{code}/validate/. */
export function couponResultJson(coupon: CouponRow) {
  return {
    code: coupon.code,
    percentage: coupon.percentage,
    discount: coupon.discountCents === null ? null : centsToDecimal(coupon.discountCents),
    message:
      coupon.percentage !== null
        ? SUB_MSG.couponPercentage(coupon.code, coupon.percentage)
        : SUB_MSG.couponFixed(coupon.code, coupon.discountCents ?? 0),
  };
}

/**
 * Uses the coupon once, if it still has uses left: a conditional UPDATE, so two activations
 * racing for the last use cannot both get it. False when it is used up.
 */
export async function consumeCoupon(tx: Executor, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(eq(coupons.id, couponId), or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses))),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}
