import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bundleContents,
  cities,
  cityPrices,
  paymentTypes,
  paymentVariants,
  plans,
} from '../../db/schema';
import type { SubscriptionType } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';

export type PaymentTypeRow = typeof paymentTypes.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type VariantRow = typeof paymentVariants.$inferSelect;
export type CityRow = typeof cities.$inferSelect;

export interface CatalogType {
  row: PaymentTypeRow;
  /** Every plan (active or not), ordered by id. */
  plans: PlanRow[];
  variants: VariantRow[];
  /** Types inside a bundle (empty for the others). */
  contains: PaymentTypeRow[];
  /** The type itself and what it contains: what a subscription of it grants. */
  grants: Set<SubscriptionType>;
}

export interface Catalog {
  types: CatalogType[];
  byId: Map<number, CatalogType>;
  plans: Map<number, PlanRow>;
  variants: Map<number, VariantRow>;
}

/** Types whose subscriptions can be held several times at once. */
export const REPEATABLE_TYPES: readonly SubscriptionType[] = ['additional_skills', 'qualify'];
/** Types bought by variant (number of skills or qualifications). */
export const VARIANT_TYPES: readonly SubscriptionType[] = ['additional_skills', 'qualify'];

/** Bundle, skills and qualify cards show 3 months; the others one. */
export function displayMonths(type: SubscriptionType): number {
  return type === 'bundle' || type === 'additional_skills' || type === 'qualify' ? 3 : 1;
}

/** The whole catalogue: a handful of rows, read in four queries. */
export async function loadCatalog(db: Executor): Promise<Catalog> {
  const typeRows = await db
    .select()
    .from(paymentTypes)
    .orderBy(asc(paymentTypes.position), asc(paymentTypes.id));
  const planRows = await db.select().from(plans).orderBy(asc(plans.id));
  const variantRows = await db.select().from(paymentVariants).orderBy(asc(paymentVariants.id));
  const contentRows = await db.select().from(bundleContents);
  const rowOf = new Map(typeRows.map((row) => [row.id, row]));
  const types = typeRows.map((row): CatalogType => {
    const contains = contentRows
      .filter((c) => c.bundleTypeId === row.id)
      .map((c) => rowOf.get(c.containedTypeId))
      .filter((t): t is PaymentTypeRow => t !== undefined)
      .sort((a, b) => a.id - b.id);
    return {
      row,
      plans: planRows.filter((p) => p.paymentTypeId === row.id),
      variants: variantRows.filter((v) => v.paymentTypeId === row.id),
      contains,
      grants: new Set([row.type, ...contains.map((t) => t.type)]),
    };
  });
  return {
    types,
    byId: new Map(types.map((t) => [t.row.id, t])),
    plans: new Map(planRows.map((p) => [p.id, p])),
    variants: new Map(variantRows.map((v) => [v.id, v])),
  };
}

export async function findCity(db: Executor, cityId: number): Promise<CityRow | null> {
  const [row] = await db.select().from(cities).where(eq(cities.id, cityId));
  return row ?? null;
}

/** The city's monthly price for a type, or null when that city has none. */
export async function cityMonthlyCents(
  db: Executor,
  paymentTypeId: number,
  cityId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ monthlyCents: cityPrices.monthlyCents })
    .from(cityPrices)
    .where(and(eq(cityPrices.paymentTypeId, paymentTypeId), eq(cityPrices.cityId, cityId)));
  return row?.monthlyCents ?? null;
}

/** A path id ("12") as a positive integer, or a 404. */
export function pathId(value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw detailError(404, MSG.notFound);
  return Number(value);
}
