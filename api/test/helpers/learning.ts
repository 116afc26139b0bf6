import { count, eq } from 'drizzle-orm';
import { courseOrders, coursePurchases, sandboxPaypalOrders } from '../../src/db/schema';
import { GIULIA, LUCA } from './activities';
import type { Api } from './http';
import type { TestServer } from './server';
import { setupTestServer, setupTokens } from './suite';

/** Shared by the learning-*.test.ts suites. */

/**
 * setupTestServer whose reset also restores the demo lawyer's seeded purchases (the other suites
 * start without them), with Giulia's and Luca's session keys.
 */
export function setupLearningServer() {
  const { server, api } = setupTestServer({
    restoreTables: [sandboxPaypalOrders, courseOrders, coursePurchases],
  });
  const tokens = setupTokens(server, { giulia: GIULIA, luca: LUCA });
  return { server, api, tokens };
}

/** Seeded ids (api/src/seed/data/courses.ts). */
export const COURSE = {
  /** 79.00, 6 CFP, in package 31. */
  cartabia: 1,
  /** Free, 2 CFP: the demo lawyer owns it. */
  freeTelematic: 5,
  /** 99.00, 8 CFP, in package 32. */
  defence: 6,
  /** 69.00, 5 CFP, in package 32. */
  cyber: 7,
  /** 59.00, 4 CFP, in package 32. */
  precautionary: 8,
  /** 39.00, 3 CFP, deadline in 5 days: the demo lawyer owns it (package 32 contains it). */
  restorative: 9,
  /** 49.00, 3 CFP, in no package. */
  patteggiamento: 10,
  /** Free, 2 CFP. */
  freeSafety: 13,
} as const;
export const PACKAGE = {
  /** 139.00: courses 1, 2, 4 (full cost 187.00). */
  civil: 31,
  /** 189.00: courses 6, 7, 8, 9 (full cost 266.00). */
  criminal: 32,
  /** 99.00, no category: courses 21, 22, 23, 24. */
  mandatory: 34,
} as const;

export const CATALOG_ITEM_KEYS = [
  'id',
  'name',
  'short_description',
  'long_description',
  'cost',
  'package_available',
  'category',
  'image',
  'course',
  'package',
  'last_purchased',
];
export const PURCHASE_KEYS = [
  'id',
  'created_at',
  'item',
  'package',
  'deadline',
  'accreditation_limit',
];

export function euro(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** 22 % VAT, half-up to the cent. */
export function vat(cents: number): number {
  return Math.floor((2 * cents * 22 + 100) / 200);
}

/** Creates a sandbox PayPal order for the item at its price and captures it. */
export async function paidOrder(api: Api, token: string, itemId: number, costCents: number) {
  const created = await api('sandbox/paypal/orders/', {
    token,
    body: {
      item_id: itemId,
      amount: { value: euro(costCents), tax: euro(vat(costCents)), currency: 'EUR' },
    },
  });
  if (created.status !== 201) {
    throw new Error(`sandbox order: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const captured = await api(`sandbox/paypal/orders/${created.body.id}/capture/`, {
    method: 'POST',
    token,
  });
  if (captured.status !== 200) {
    throw new Error(`capture: ${captured.status} ${JSON.stringify(captured.body)}`);
  }
  return created.body.id as string;
}

export async function purchaseCount(server: TestServer, userId?: number): Promise<number> {
  const [{ total }] = await server.database.db
    .select({ total: count() })
    .from(coursePurchases)
    .where(userId === undefined ? undefined : eq(coursePurchases.userId, userId));
  return total;
}

export async function orderCount(server: TestServer): Promise<number> {
  const [{ total }] = await server.database.db.select({ total: count() }).from(courseOrders);
  return total;
}
