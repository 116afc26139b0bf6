import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { lockUser } from '../../db/locks';
import { courseOrders, coursePurchases, packageCourses } from '../../db/schema';
import { ValidationError, detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import type { CatalogItemRow, PurchaseRow } from './catalog';
import { findCatalogItem } from './catalog';
import { LEARNING_MSG } from './messages';
import { vatCents } from './money';
import { notifyCoursePurchased } from '../notifications/events';

/** What the server needs to know about a PayPal order before it grants anything. */
export interface PaypalOrderFacts {
  status: string;
  /** The user who created it (sandbox), or null when the provider cannot say. */
  userId: number | null;
  /** The catalogue item it pays for. */
  itemId: number | null;
  amountCents: number;
  taxCents: number;
  currency: string;
}

/** Where PayPal orders are looked up: the sandbox store, or PayPal's REST API when configured. */
export interface PaypalOrderSource {
  find(db: Executor, orderId: string): Promise<PaypalOrderFacts | null>;
}

/** The course ids an item grants: itself, or every course of the package. */
export async function grantedCourseIds(db: Executor, item: CatalogItemRow): Promise<number[]> {
  if (item.kind === 'course') return [item.id];
  const rows = await db
    .select({ courseId: packageCourses.courseId })
    .from(packageCourses)
    .where(eq(packageCourses.packageId, item.id))
    .orderBy(asc(packageCourses.position), asc(packageCourses.courseId));
  return rows.map((row) => row.courseId);
}

/** The user's purchases among these courses. */
export async function ownedPurchases(
  db: Executor,
  userId: number,
  courseIds: number[],
): Promise<PurchaseRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(coursePurchases)
    .where(and(eq(coursePurchases.userId, userId), inArray(coursePurchases.courseId, courseIds)))
    .orderBy(asc(coursePurchases.courseId));
}

/** True when the user owns every course the item grants. */
export async function ownsItem(
  db: Executor,
  userId: number,
  item: CatalogItemRow,
): Promise<boolean> {
  const courseIds = await grantedCourseIds(db, item);
  const owned = await ownedPurchases(db, userId, courseIds);
  return courseIds.length > 0 && owned.length === courseIds.length;
}

export interface OrderResult {
  /** true: new purchases were made (201); false: the item was already owned (200). */
  created: boolean;
  purchases: PurchaseRow[];
}

function paymentNotCompleted(): ValidationError {
  return new ValidationError({ order: [LEARNING_MSG.paymentNotCompleted] });
}

/**
 * POST catalogitems/{id}/order/ { order? }. Under the user's row lock (concurrent orders of one
 * user run one after the other):
 * - the item is already owned → the existing purchases, nothing charged; a different PayPal
 *   order is refused, so it is never consumed;
 * - a paid item needs a COMPLETED PayPal order of this user, for this item, whose amount and
 *   tax are the item's price and VAT as computed here; an order pays once (unique index);
 * - a package grants every course it contains that the user does not own yet.
 */
export async function orderCatalogItem(
  ctx: AppContext,
  source: PaypalOrderSource,
  userId: number,
  itemId: number,
  orderId: string | null,
): Promise<OrderResult> {
  const item = await findCatalogItem(ctx.db, itemId);
  const now = ctx.clock();

  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const courseIds = await grantedCourseIds(tx, item);
    if (courseIds.length === 0) throw detailError(404, MSG.notFound);
    const owned = await ownedPurchases(tx, userId, courseIds);

    if (owned.length === courseIds.length) {
      if (orderId !== null) {
        const [previous] = await tx
          .select({ id: courseOrders.id })
          .from(courseOrders)
          .where(
            and(
              eq(courseOrders.paypalOrderId, orderId),
              eq(courseOrders.userId, userId),
              eq(courseOrders.itemId, item.id),
            ),
          );
        // A replay of the order that bought it is fine; any other order is not spent.
        if (!previous) throw detailError(400, LEARNING_MSG.alreadyOwned);
      }
      return { created: false, purchases: owned };
    }

    const taxCents = vatCents(item.costCents);
    let paypalOrderId: string | null = null;
    if (item.costCents > 0) {
      if (orderId === null) throw paymentNotCompleted();
      const facts = await source.find(tx, orderId);
      const valid =
        facts !== null &&
        facts.status === 'COMPLETED' &&
        (facts.userId === null || facts.userId === userId) &&
        facts.itemId === item.id &&
        facts.amountCents === item.costCents &&
        facts.taxCents === taxCents &&
        facts.currency === 'EUR';
      if (!valid) throw paymentNotCompleted();
      const [spent] = await tx
        .select({ id: courseOrders.id })
        .from(courseOrders)
        .where(eq(courseOrders.paypalOrderId, orderId));
      if (spent) throw paymentNotCompleted();
      paypalOrderId = orderId;
    }

    const [order] = await tx
      .insert(courseOrders)
      .values({
        userId,
        itemId: item.id,
        paypalOrderId,
        amountCents: item.costCents,
        taxCents: item.costCents > 0 ? taxCents : 0,
        createdAt: now,
      })
      .returning();
    const ownedIds = new Set(owned.map((p) => p.courseId));
    const missing = courseIds.filter((id) => !ownedIds.has(id));
    const purchases = await tx
      .insert(coursePurchases)
      .values(
        missing.map((courseId) => ({
          userId,
          courseId,
          packageId: item.kind === 'package' ? item.id : null,
          orderId: order.id,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning();
    await notifyCoursePurchased(tx, ctx, userId, item, now);
    return { created: true, purchases: purchases.sort((a, b) => a.courseId - b.courseId) };
  });
}
