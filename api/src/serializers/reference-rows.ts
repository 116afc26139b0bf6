import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cities, offices, skills, subjects } from '../db/schema';
import type { SubscriptionType } from '../db/schema';
import { loadCatalog } from '../services/subscriptions/catalog';

type OfficeRow = typeof offices.$inferSelect;
type CityRow = typeof cities.$inferSelect;
type SubjectRow = typeof subjects.$inferSelect;
type SkillRow = typeof skills.$inferSelect;

export interface OfficeWithCity {
  office: OfficeRow;
  city: CityRow | null;
}

type Ids = (number | null)[];

/** The ids not in `known` yet, once each. */
function missing(ids: Ids | undefined, known: Map<number, unknown>): number[] {
  return [...new Set(ids ?? [])].filter((id): id is number => id !== null && !known.has(id));
}

/**
 * Rows of the reference tables that serialized demands, events and people point at: offices
 * with their city, cities, subjects and skills, and what the catalogue's payment types grant. The API never writes these tables (the seed fills them before the
 * server listens, and only adds rows), so each process keeps, per database, the rows it has
 * read: a page costs a query for them only the first time one of its ids shows up. Rows changed
 * by hand in the database are seen after a restart of the API processes.
 */
export class ReferenceRows {
  readonly offices = new Map<number, OfficeWithCity>();
  readonly cities = new Map<number, CityRow>();
  readonly subjects = new Map<number, SubjectRow>();
  readonly skills = new Map<number, SkillRow>();
  /** What a subscription of each payment type grants: the type, and a bundle's contents. */
  private grants: Map<number, Set<SubscriptionType>> | null = null;

  /** The grants of the catalogue's payment types, read the first time they are needed. */
  async grantsOf(db: Executor): Promise<Map<number, Set<SubscriptionType>>> {
    if (!this.grants) {
      const catalog = await loadCatalog(db);
      this.grants = new Map(catalog.types.map((type) => [type.row.id, type.grants]));
    }
    return this.grants;
  }

  /** Reads the rows of the given ids that are not kept yet (nothing when all are). */
  async load(
    db: Executor,
    ids: { offices?: Ids; cities?: Ids; subjects?: Ids; skills?: Ids },
  ): Promise<this> {
    const officeIds = missing(ids.offices, this.offices);
    if (officeIds.length > 0) {
      const rows = await db
        .select({ office: offices, city: cities })
        .from(offices)
        .leftJoin(cities, eq(cities.id, offices.cityId))
        .where(inArray(offices.id, officeIds));
      for (const row of rows) this.offices.set(row.office.id, row);
    }
    const cityIds = missing(ids.cities, this.cities);
    if (cityIds.length > 0) {
      const rows = await db.select().from(cities).where(inArray(cities.id, cityIds));
      for (const row of rows) this.cities.set(row.id, row);
    }
    const subjectIds = missing(ids.subjects, this.subjects);
    if (subjectIds.length > 0) {
      const rows = await db.select().from(subjects).where(inArray(subjects.id, subjectIds));
      for (const row of rows) this.subjects.set(row.id, row);
    }
    const skillIds = missing(ids.skills, this.skills);
    if (skillIds.length > 0) {
      const rows = await db.select().from(skills).where(inArray(skills.id, skillIds));
      for (const row of rows) this.skills.set(row.id, row);
    }
    return this;
  }
}

const perDatabase = new WeakMap<Executor, ReferenceRows>();

/** The reference rows kept for this database (a transaction keeps its own, briefly). */
export function referenceRows(db: Executor): ReferenceRows {
  let rows = perDatabase.get(db);
  if (!rows) {
    rows = new ReferenceRows();
    perDatabase.set(db, rows);
  }
  return rows;
}
