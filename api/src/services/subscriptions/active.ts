import { CERTIFIED_EXTRA_SKILLS, FREE_SKILLS } from '@colleghi/rules';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { SubscriptionType } from '../../db/schema';
import type { Catalog } from './catalog';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * A subscription counts while it renews (not unsubscribed), or until expire_at once cancelled.
 * A trial never renews: it counts until expire_at.
 */
export function activeCondition(now: Date): SQL {
  return or(
    and(eq(subscriptions.unsubscribed, false), sql`${subscriptions.paymentMethod} <> 'trial'`),
    sql`${subscriptions.expireAt} > ${now.toISOString()}::timestamptz`,
  ) as SQL;
}

export function isActive(
  row: Pick<SubscriptionRow, 'unsubscribed' | 'paymentMethod' | 'expireAt'>,
  now: Date,
): boolean {
  const renewing = !row.unsubscribed && row.paymentMethod !== 'trial';
  return renewing || row.expireAt.getTime() > now.getTime();
}

/** The user's active subscriptions, newest first. */
export async function activeSubscriptions(
  db: Executor,
  userId: number,
  now: Date,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), activeCondition(now)))
    .orderBy(desc(subscriptions.activationDate), desc(subscriptions.id));
}

export interface SubscriptionFlags {
  isCertified: boolean;
  isGold: boolean;
  isSkills: boolean;
  isCustomSkills: boolean;
  purchasedSkills: number;
  customSkillsCount: number;
  skillsLimit: number;
}

/** Additional skills can be bought while fewer than this are held. */
export const MAX_PURCHASED_SKILLS = 10;

/** The flags of a user, from active subscriptions, including those inside bundles. */
export function flagsOf(active: SubscriptionRow[], catalog: Catalog): SubscriptionFlags {
  const grants = new Set<SubscriptionType>();
  let purchasedSkills = 0;
  let qualifications = 0;
  for (const row of active) {
    const type = catalog.byId.get(row.paymentTypeId);
    if (!type) continue;
    for (const granted of type.grants) grants.add(granted);
    const variant = row.variantId === null ? undefined : catalog.variants.get(row.variantId);
    if (type.row.type === 'additional_skills') purchasedSkills += variant?.skillsNumber ?? 0;
    if (type.row.type === 'qualify') qualifications += variant?.skillsNumber ?? 0;
  }
  const isCertified = grants.has('professional');
  const isGold = grants.has('gold');
  return {
    isCertified,
    isGold,
    isSkills: grants.has('additional_skills'),
    isCustomSkills: grants.has('qualify'),
    purchasedSkills,
    customSkillsCount: qualifications + (isGold ? 1 : 0),
    skillsLimit: FREE_SKILLS + (isCertified ? CERTIFIED_EXTRA_SKILLS : 0) + purchasedSkills,
  };
}

const activeRaw = (now: Date) =>
  sql`((not s.unsubscribed and s.payment_method <> 'trial') or s.expire_at > ${now.toISOString()}::timestamptz)`;

/**
 * SQL: the user (an id expression of the outer query) holds an active subscription granting
 * the type, directly or inside a bundle.
 */
export function holdsTypeSql(userId: SQL, type: SubscriptionType, now: Date): SQL {
  return sql`exists (
    select 1 from subscriptions s join payment_types t on t.id = s.payment_type_id
    where s.user_id = ${userId} and ${activeRaw(now)}
      and (t.type = ${type} or exists (
        select 1 from bundle_contents bc join payment_types ct on ct.id = bc.contained_type_id
        where bc.bundle_type_id = t.id and ct.type = ${type})))`;
}

/** SQL: the second city of the user (the city of the active professional subscription). */
export function secondCitySql(userId: SQL, now: Date): SQL {
  return sql`(
    select s.city_id from subscriptions s join payment_types t on t.id = s.payment_type_id
    where s.user_id = ${userId} and t.type = 'professional' and s.city_id is not null
      and ${activeRaw(now)}
    order by s.expire_at desc, s.id desc limit 1)`;
}

/** The city of the user's active professional subscription (the second city), or null. */
export function secondCityId(active: SubscriptionRow[], catalog: Catalog): number | null {
  const professional = active
    .filter(
      (row) =>
        row.cityId !== null && catalog.byId.get(row.paymentTypeId)?.row.type === 'professional',
    )
    .sort((a, b) => b.expireAt.getTime() - a.expireAt.getTime() || b.id - a.id);
  return professional[0]?.cityId ?? null;
}
