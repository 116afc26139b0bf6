import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { sandboxPaypalOrders } from '../db/schema';
import { ValidationError, detailError } from '../lib/errors';
import { MSG } from '../lib/messages';
import { findCatalogItem } from '../services/learning/catalog';
import { LEARNING_MSG } from '../services/learning/messages';
import { centsToEuro, vatCents } from '../services/learning/money';
import type { PaypalOrderFacts, PaypalOrderSource } from '../services/learning/orders';
import { ownsItem } from '../services/learning/orders';

/**
 * The PayPal orders of the sandbox: when the web app has no PayPal client id it cannot load
 * the PayPal JS SDK, so it creates and captures orders here instead, with the same shapes
 * ({ id, status }) as PayPal's Orders API. catalogitems/{id}/order/ then checks them exactly
 * as it would check a real order: owner, item, amount, tax, COMPLETED, used once.
 */

const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** 17 characters like PayPal's order ids, "SB" first so a sandbox id is recognisable. */
export function newSandboxOrderId(): string {
  let id = 'SB';
  for (let i = 0; i < 15; i += 1) id += ORDER_ID_ALPHABET[randomInt(ORDER_ID_ALPHABET.length)];
  return id;
}

export interface SandboxOrderJson {
  id: string;
  status: 'CREATED' | 'COMPLETED';
}

export interface SandboxOrderRequest {
  itemId: number;
  valueCents: number;
  taxCents: number;
}

/**
 * POST sandbox/paypal/orders/ { item_id, amount: { value, tax, currency } } (read by the
 * route's schema): the amount the client shows must be the item's price and VAT as computed
 * here, in EUR; free and already owned items cannot be paid for.
 */
export async function createSandboxOrder(
  ctx: AppContext,
  userId: number,
  { itemId, valueCents, taxCents }: SandboxOrderRequest,
): Promise<SandboxOrderJson> {
  const item = await findCatalogItem(ctx.db, itemId).catch(() => {
    throw new ValidationError({ item_id: [LEARNING_MSG.item] });
  });
  if (item.costCents === 0) throw new ValidationError({ item_id: [LEARNING_MSG.freeItem] });
  if (await ownsItem(ctx.db, userId, item)) throw detailError(400, LEARNING_MSG.alreadyOwned);
  const expectedTax = vatCents(item.costCents);
  if (valueCents !== item.costCents) {
    throw new ValidationError({ amount: { value: [LEARNING_MSG.amountMismatch] } });
  }
  if (taxCents !== expectedTax) {
    throw new ValidationError({ amount: { tax: [LEARNING_MSG.taxMismatch] } });
  }
  const [row] = await ctx.db
    .insert(sandboxPaypalOrders)
    .values({
      id: newSandboxOrderId(),
      userId,
      itemId: item.id,
      amountCents: item.costCents,
      taxCents: expectedTax,
      currency: 'EUR',
      status: 'CREATED',
      createdAt: ctx.clock(),
    })
    .returning();
  return { id: row.id, status: row.status };
}

async function findOwnOrder(db: Executor, userId: number, orderId: string) {
  const [row] = await db
    .select()
    .from(sandboxPaypalOrders)
    .where(and(eq(sandboxPaypalOrders.id, orderId), eq(sandboxPaypalOrders.userId, userId)));
  if (!row) throw detailError(404, MSG.notFound);
  return row;
}

/** GET sandbox/paypal/orders/{id}/ (owner): the order as PayPal would describe it. */
export async function getSandboxOrder(ctx: AppContext, userId: number, orderId: string) {
  const row = await findOwnOrder(ctx.db, userId, orderId);
  return {
    id: row.id,
    status: row.status,
    item_id: row.itemId,
    amount: {
      value: centsToEuro(row.amountCents),
      tax: centsToEuro(row.taxCents),
      currency: row.currency,
    },
  };
}

/**
 * POST sandbox/paypal/orders/{id}/capture/ (owner): the buyer approved, the money moves.
 * Capturing again answers COMPLETED and changes nothing; an item bought meanwhile (with another
 * order) is refused before anything is captured.
 */
export async function captureSandboxOrder(
  ctx: AppContext,
  userId: number,
  orderId: string,
): Promise<SandboxOrderJson> {
  const row = await findOwnOrder(ctx.db, userId, orderId);
  if (row.status === 'COMPLETED') return { id: row.id, status: 'COMPLETED' };
  const item = await findCatalogItem(ctx.db, row.itemId);
  if (await ownsItem(ctx.db, userId, item)) throw detailError(400, LEARNING_MSG.alreadyOwned);
  await ctx.db
    .update(sandboxPaypalOrders)
    .set({ status: 'COMPLETED', capturedAt: ctx.clock() })
    .where(and(eq(sandboxPaypalOrders.id, row.id), eq(sandboxPaypalOrders.status, 'CREATED')));
  return { id: row.id, status: 'COMPLETED' };
}

/** The sandbox as the order source of catalogitems/{id}/order/. */
export const sandboxOrderSource: PaypalOrderSource = {
  async find(db: Executor, orderId: string): Promise<PaypalOrderFacts | null> {
    const [row] = await db
      .select()
      .from(sandboxPaypalOrders)
      .where(eq(sandboxPaypalOrders.id, orderId));
    if (!row) return null;
    return {
      status: row.status,
      userId: row.userId,
      itemId: row.itemId,
      amountCents: row.amountCents,
      taxCents: row.taxCents,
      currency: row.currency,
    };
  },
};
