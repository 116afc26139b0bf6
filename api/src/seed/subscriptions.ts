import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  bundleContents,
  cities,
  cityPrices,
  coupons,
  paymentRecords,
  paymentTypes,
  paymentVariants,
  plans,
  subscriptions,
  users,
} from '../db/schema';
import { addMonths, monthlyCents, planCents, vatCents } from '@colleghi/rules';
import { REPEATABLE_TYPES } from '../services/subscriptions/catalog';
import { COUPONS, DEMO_SUBSCRIPTIONS, PAYMENT_TYPES } from './data/subscriptions';

const DAY = 24 * 60 * 60 * 1000;

async function cityIdOf(db: Executor, [name, province]: [string, string]) {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.name, name), eq(cities.province, province)));
  return row?.id ?? null;
}

async function moveIdentity(db: Executor, table: string) {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest(1, (select coalesce(max(id), 0) from "${table}")))`,
    ),
  );
}

/** Payment types, plans, variants, city prices and coupons (missing ones only). */
export async function seedSubscriptionCatalog(db: Executor, now: Date): Promise<void> {
  for (const [position, type] of PAYMENT_TYPES.entries()) {
    await db
      .insert(paymentTypes)
      .values({
        id: type.id,
        type: type.type,
        title: type.title,
        description: type.description,
        monthlyCents: type.monthlyCents,
        promoImage: type.promoImage ?? null,
        position,
      })
      .onConflictDoNothing();
    await db
      .insert(plans)
      .values(
        type.plans.map((plan) => ({
          ...plan,
          isDefault: plan.isDefault ?? false,
          paymentTypeId: type.id,
        })),
      )
      .onConflictDoNothing();
    if (type.variants) {
      await db
        .insert(paymentVariants)
        .values(type.variants.map((variant) => ({ ...variant, paymentTypeId: type.id })))
        .onConflictDoNothing();
    }
    for (const price of type.cityPrices ?? []) {
      const cityId = await cityIdOf(db, price.city);
      if (cityId === null) continue;
      await db
        .insert(cityPrices)
        .values({ paymentTypeId: type.id, cityId, monthlyCents: price.monthlyCents })
        .onConflictDoNothing();
    }
  }
  for (const type of PAYMENT_TYPES) {
    for (const containedTypeId of type.contains ?? []) {
      await db
        .insert(bundleContents)
        .values({ bundleTypeId: type.id, containedTypeId })
        .onConflictDoNothing();
    }
  }
  for (const table of ['payment_types', 'plans', 'payment_variants']) await moveIdentity(db, table);
  for (const coupon of COUPONS) {
    await db
      .insert(coupons)
      .values({
        code: coupon.code,
        percentage: coupon.percentage ?? null,
        discountCents: coupon.discountCents ?? null,
        paymentTypeId: coupon.paymentTypeId ?? null,
        planId: coupon.planId ?? null,
        expiresAt:
          coupon.expiresInDays === undefined
            ? null
            : new Date(now.getTime() + coupon.expiresInDays * DAY),
        maxUses: coupon.maxUses ?? null,
        uses: coupon.uses ?? 0,
      })
      .onConflictDoNothing();
  }
}

/**
 * The demo subscriptions (with their payment records), for demo users who have none yet.
 * Returns how many subscriptions were added.
 */
export async function seedDemoSubscriptions(db: Executor, now: Date): Promise<number> {
  let added = 0;
  const emails = [...new Set(DEMO_SUBSCRIPTIONS.map((demo) => demo.email))];
  for (const email of emails) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) continue;
    const [{ total }] = await db
      .select({ total: count() })
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    if (total > 0) continue;
    for (const demo of DEMO_SUBSCRIPTIONS.filter((d) => d.email === email)) {
      const type = PAYMENT_TYPES.find((t) => t.id === demo.paymentTypeId);
      if (!type) continue;
      const plan = type.plans.find((p) => p.id === demo.planId) ?? null;
      const variant = type.variants?.find((v) => v.id === demo.variantId) ?? null;
      const cityId = demo.city ? await cityIdOf(db, demo.city) : null;
      const cityPrice = type.cityPrices?.find(
        (p) => demo.city && p.city[0] === demo.city[0] && p.city[1] === demo.city[1],
      );
      const monthly =
        demo.method === 'trial'
          ? 0
          : monthlyCents({
              type: type.type,
              typeMonthlyCents: type.monthlyCents,
              cityMonthlyCents: cityId === null ? null : (cityPrice?.monthlyCents ?? null),
              variant,
            });
      const activationDate = addMonths(now, demo.startMonths);
      const expireAt = addMonths(now, demo.endMonths);
      const [row] = await db
        .insert(subscriptions)
        .values({
          userId: user.id,
          paymentTypeId: type.id,
          planId: plan?.id ?? null,
          variantId: variant?.id ?? null,
          cityId,
          paymentMethod: demo.method,
          exclusive: !REPEATABLE_TYPES.includes(type.type),
          monthlyCents: monthly,
          sdi: demo.method === 'trial' ? null : '0000000',
          activationDate,
          expireAt,
          createdAt: activationDate,
        })
        .returning({ id: subscriptions.id });
      added += 1;
      if (demo.method === 'trial') {
        await db.update(users).set({ trialExpiresAt: expireAt }).where(eq(users.id, user.id));
      } else if (plan) {
        const amount = planCents(monthly, plan);
        await db.insert(paymentRecords).values({
          userId: user.id,
          subscriptionId: row.id,
          kind: 'purchase',
          method: demo.method,
          amountCents: amount,
          vatCents: vatCents(amount),
          status: demo.method === 'bank_transfer' ? 'awaiting_transfer' : 'paid',
          createdAt: activationDate,
        });
      }
    }
  }
  return added;
}
