import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogItems, coursePurchases } from '../../db/schema';
import type { PageParams } from '../../lib/pagination';
import type { CatalogItemJson, PurchaseRow } from './catalog';
import { catalogItemsJson, purchaseDeadline } from './catalog';

export interface PurchaseJson {
  id: number;
  created_at: string;
  item: CatalogItemJson;
  package: { id: number; name: string } | null;
  deadline: string | null;
  accreditation_limit: string | null;
}

/** GET purchaseditems/: one row per course owned, newest first. */
export async function listPurchases(db: Executor, userId: number, page: PageParams) {
  const where = eq(coursePurchases.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(coursePurchases).where(where);
  const rows = await db
    .select()
    .from(coursePurchases)
    .where(where)
    .orderBy(desc(coursePurchases.createdAt), asc(coursePurchases.courseId))
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows };
}

export async function purchasesJson(
  db: Executor,
  rows: PurchaseRow[],
  userId: number,
): Promise<PurchaseJson[]> {
  if (rows.length === 0) return [];
  const itemIds = [
    ...new Set(
      rows.flatMap((r) => (r.packageId === null ? [r.courseId] : [r.courseId, r.packageId])),
    ),
  ];
  const items = await db.select().from(catalogItems).where(inArray(catalogItems.id, itemIds));
  const byId = new Map(items.map((item) => [item.id, item]));
  const courses = rows.map((r) => byId.get(r.courseId)).filter((c) => c !== undefined);
  const jsonById = new Map(
    (await catalogItemsJson(db, courses, userId)).map((json) => [json.id, json]),
  );
  return rows.flatMap((row) => {
    const course = byId.get(row.courseId);
    const item = jsonById.get(row.courseId);
    if (!course || !item) return [];
    const pkg = row.packageId === null ? undefined : byId.get(row.packageId);
    return [
      {
        id: row.id,
        created_at: row.createdAt.toISOString(),
        item,
        package: pkg ? { id: pkg.id, name: pkg.name } : null,
        deadline: purchaseDeadline(course, row.createdAt),
        accreditation_limit: course.accreditationLimit,
      },
    ];
  });
}

/** profile.credits: the CFP of the distinct courses the user owns. */
export async function ownedCredits(db: Executor, userId: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${catalogItems.cfp}), 0)::int` })
    .from(coursePurchases)
    .innerJoin(catalogItems, eq(catalogItems.id, coursePurchases.courseId))
    .where(eq(coursePurchases.userId, userId));
  return Number(total);
}
