import { and, asc, count, desc, eq, inArray, like } from 'drizzle-orm';
import type { InferSelectModel } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  catalogItems,
  courseCategories,
  coursePurchases,
  externalProducts,
  packageCourses,
} from '../../db/schema';
import { addDays, romeDate } from '../../domain/agenda';
import { ValidationError, detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import type { PageParams } from '../../lib/pagination';
import { likeEscape, queryParam, readIdFilter, searchParam } from '../../lib/pagination';
import { LEARNING_MSG } from './messages';
import { centsToEuro } from './money';

export type CatalogItemRow = InferSelectModel<typeof catalogItems>;
export type CategoryRow = InferSelectModel<typeof courseCategories>;
export type PurchaseRow = InferSelectModel<typeof coursePurchases>;

/** Catalogue pages hold 12 cards (3 rows of 4); ?page_size= still works as everywhere. */
export const CATALOG_PAGE_SIZE = 12;

export interface CategoryJson {
  id: number;
  name: string;
  background_color: string;
  foreground_color: string;
}

export interface CourseInfoJson {
  cfp: number;
  duration: number;
  accreditation_limit: string | null;
  professors: string[];
  resources: { name: string; link: string; duration: number }[];
  attachment: string | null;
  deadline: string | null;
}

export interface CatalogItemJson {
  id: number;
  name: string;
  short_description: string;
  long_description: string;
  cost: string;
  package_available: boolean;
  category: CategoryJson | null;
  image: string | null;
  course: CourseInfoJson | null;
  package: { full_cost: string; courses: { id: number; name: string; cfp: number }[] } | null;
  last_purchased: { created_at: string; course: { deadline: string | null } } | null;
}

/** Lower case, no accents, typographic apostrophes folded: what searchText holds. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase();
}

export function searchTextOf(name: string, shortDescription: string): string {
  return normalizeSearchText(`${name} ${shortDescription}`);
}

/** ?tree= names the catalogue; only the course tree exists (absent means course). */
export function readTree(query: unknown): void {
  const tree = queryParam(query, 'tree')?.trim();
  if (tree && tree !== 'course') throw new ValidationError({ tree: [LEARNING_MSG.tree] });
}

export function categoryJson(row: CategoryRow): CategoryJson {
  return {
    id: row.id,
    name: row.name,
    background_color: row.backgroundColor,
    foreground_color: row.foregroundColor,
  };
}

export async function listCategories(db: Executor): Promise<CategoryJson[]> {
  const rows = await db.select().from(courseCategories).orderBy(asc(courseCategories.id));
  return rows.map(categoryJson);
}

/** GET catalogitems/: courses and packages together, newest first. */
export async function listCatalogItems(db: Executor, query: unknown, page: PageParams) {
  readTree(query);
  const category = readIdFilter(query, 'category');
  const search = normalizeSearchText(searchParam(query));
  const where = and(
    category ? eq(catalogItems.categoryId, category) : undefined,
    search ? like(catalogItems.searchText, `%${likeEscape(search)}%`) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(catalogItems).where(where);
  const rows = await db
    .select()
    .from(catalogItems)
    .where(where)
    .orderBy(desc(catalogItems.createdAt), desc(catalogItems.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows };
}

export async function findCatalogItem(db: Executor, id: number): Promise<CatalogItemRow> {
  const [row] = await db.select().from(catalogItems).where(eq(catalogItems.id, id));
  if (!row) throw detailError(404, MSG.notFound);
  return row;
}

/** The contained courses of a package, in the package's order. */
export async function packageCourseRows(
  db: Executor,
  packageIds: number[],
): Promise<Map<number, CatalogItemRow[]>> {
  const byPackage = new Map<number, CatalogItemRow[]>();
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .select({ packageId: packageCourses.packageId, course: catalogItems })
    .from(packageCourses)
    .innerJoin(catalogItems, eq(catalogItems.id, packageCourses.courseId))
    .where(inArray(packageCourses.packageId, packageIds))
    .orderBy(asc(packageCourses.position), asc(catalogItems.id));
  for (const row of rows) {
    const list = byPackage.get(row.packageId) ?? [];
    list.push(row.course);
    byPackage.set(row.packageId, list);
  }
  return byPackage;
}

/**
 * The day after which the lessons can no longer be followed: the course's own deadline, or
 * (a course without one) the purchase day plus the course duration.
 */
export function purchaseDeadline(course: CatalogItemRow, purchasedAt: Date): string | null {
  if (course.deadline) return course.deadline;
  if (course.durationDays === null) return null;
  return addDays(romeDate(purchasedAt), course.durationDays);
}

function courseInfoJson(row: CatalogItemRow): CourseInfoJson {
  return {
    cfp: row.cfp ?? 0,
    duration: row.durationDays ?? 0,
    accreditation_limit: row.accreditationLimit,
    professors: row.professors ?? [],
    resources: (row.resources ?? []).map((r) => ({
      name: r.name,
      link: r.link,
      duration: r.duration,
    })),
    attachment: row.attachment,
    deadline: row.deadline,
  };
}

/**
 * Serializes catalogue rows with everything they need loaded in a few queries: categories,
 * package contents, "is in some package" and the caller's purchases (null for guests).
 */
export async function catalogItemsJson(
  db: Executor,
  rows: CatalogItemRow[],
  userId: number | null,
): Promise<CatalogItemJson[]> {
  if (rows.length === 0) return [];
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id) => id !== null))];
  const categories =
    categoryIds.length === 0
      ? []
      : await db.select().from(courseCategories).where(inArray(courseCategories.id, categoryIds));
  const categoryById = new Map(categories.map((c) => [c.id, c]));

  const packageIds = rows.filter((r) => r.kind === 'package').map((r) => r.id);
  const contents = await packageCourseRows(db, packageIds);

  const courseIds = rows.filter((r) => r.kind === 'course').map((r) => r.id);
  const inPackages =
    courseIds.length === 0
      ? []
      : await db
          .selectDistinct({ courseId: packageCourses.courseId })
          .from(packageCourses)
          .where(inArray(packageCourses.courseId, courseIds));
  const packaged = new Set(inPackages.map((r) => r.courseId));

  const purchases = new Map<number, PurchaseRow>();
  if (userId !== null) {
    const wanted = new Set(courseIds);
    for (const list of contents.values()) for (const course of list) wanted.add(course.id);
    if (wanted.size > 0) {
      const owned = await db
        .select()
        .from(coursePurchases)
        .where(
          and(eq(coursePurchases.userId, userId), inArray(coursePurchases.courseId, [...wanted])),
        );
      for (const row of owned) purchases.set(row.courseId, row);
    }
  }

  return rows.map((row) => {
    const category = row.categoryId === null ? undefined : categoryById.get(row.categoryId);
    const base = {
      id: row.id,
      name: row.name,
      short_description: row.shortDescription,
      long_description: row.longDescription,
      cost: centsToEuro(row.costCents),
      category: category ? categoryJson(category) : null,
      image: row.image,
    };
    if (row.kind === 'course') {
      const purchase = purchases.get(row.id);
      return {
        ...base,
        package_available: packaged.has(row.id),
        course: courseInfoJson(row),
        package: null,
        last_purchased: purchase
          ? {
              created_at: purchase.createdAt.toISOString(),
              course: { deadline: purchaseDeadline(row, purchase.createdAt) },
            }
          : null,
      };
    }
    const courses = contents.get(row.id) ?? [];
    // A package counts as bought once the user owns every course in it.
    const owned = courses.map((c) => purchases.get(c.id));
    const complete = courses.length > 0 && owned.every((p) => p !== undefined);
    const latest = complete
      ? owned.reduce((a, b) =>
          (b as PurchaseRow).createdAt > (a as PurchaseRow).createdAt ? b : a,
        )
      : undefined;
    return {
      ...base,
      package_available: false,
      course: null,
      package: {
        full_cost: centsToEuro(courses.reduce((sum, c) => sum + c.costCents, 0)),
        courses: courses.map((c) => ({ id: c.id, name: c.name, cfp: c.cfp ?? 0 })),
      },
      last_purchased: latest
        ? { created_at: latest.createdAt.toISOString(), course: { deadline: null } }
        : null,
    };
  });
}

export async function catalogItemJson(
  db: Executor,
  row: CatalogItemRow,
  userId: number | null,
): Promise<CatalogItemJson> {
  const [json] = await catalogItemsJson(db, [row], userId);
  return json;
}

export async function listExternalProducts(db: Executor) {
  const rows = await db.select().from(externalProducts).orderBy(asc(externalProducts.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    link: row.link,
    amount: row.priceCents === null ? null : centsToEuro(row.priceCents),
  }));
}
