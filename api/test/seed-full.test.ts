import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/client';
import {
  articleCategories,
  candidates,
  cities,
  demands,
  events,
  offices,
  recordShares,
  records,
  skills,
  users,
} from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { loadComuni } from '../src/seed/comuni';
import { NOTHING_SEEDED, startTestDatabase } from './helpers/server';
import { journalEntries } from './helpers/migrations';

const JOURNAL_ENTRIES = journalEntries().length;

let database: Database;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  // Empty: the full seed runs on a database that has none of the fixtures.
  ({ database, cleanup } = await startTestDatabase('migrated'));
});
afterAll(() => cleanup());

describe('full seed (all Italian municipalities)', () => {
  it('seeds every comune, the offices of every province seat, the catalogs and the demo users', async () => {
    const started = Date.now();
    const report = await seedDatabase(database.db);
    // Seconds, not minutes: the rows go in batches.
    expect(Date.now() - started).toBeLessThan(30000);
    const db = database.db;

    expect(report.missingSeats).toEqual([]);
    expect(report.cities).toBeGreaterThan(7800);
    const [{ total: cityCount }] = await db.select({ total: count() }).from(cities);
    expect(cityCount).toBe(loadComuni().length);
    const [milano] = await db.select().from(cities).where(eq(cities.name, 'Milano'));
    expect(milano).toMatchObject({ zip: '20121', province: 'MI', displayName: 'Milano (MI)' });

    const provinces = new Set(loadComuni().map((c) => c.sigla));
    expect(provinces.size).toBe(107);
    for (const officeType of ['COURT', 'JUSTICE_OF_PEACE', 'TAX_COURT', 'COA'] as const) {
      const rows = await db
        .select({ province: cities.province })
        .from(offices)
        .innerJoin(cities, eq(cities.id, offices.cityId))
        .where(eq(offices.officeType, officeType));
      expect(new Set(rows.map((r) => r.province))).toEqual(provinces);
      expect(rows).toHaveLength(107);
    }
    const coa = await db.select().from(offices).where(eq(offices.officeType, 'COA'));
    expect(
      coa.every((o) => o.isCoa && o.name.startsWith("Consiglio dell'Ordine degli Avvocati di ")),
    ).toBe(true);
    const appeal = await db.select().from(offices).where(eq(offices.officeType, 'COURT_OF_APPEAL'));
    expect(appeal).toHaveLength(26);
    expect(appeal.map((o) => o.name)).toEqual(
      expect.arrayContaining(["Corte d'Appello di L'Aquila", "Corte d'Appello di Reggio Calabria"]),
    );
    const special = await db
      .select({ name: offices.name })
      .from(offices)
      .where(eq(offices.officeType, 'COURT'));
    expect(special.map((o) => o.name)).toEqual(
      expect.arrayContaining([
        'Tribunale di Monza',
        'Tribunale di Pesaro',
        'Tribunale di Forlì',
        'Tribunale di Verbania',
        'Tribunale di Bolzano',
        'Tribunale di Aosta',
        'Tribunale di Massa',
      ]),
    );
    const [cgt] = await db
      .select()
      .from(offices)
      .where(and(eq(offices.officeType, 'TAX_COURT'), eq(offices.cityId, milano.id)));
    expect(cgt.name).toBe('Corte di giustizia tributaria di primo grado di Milano');

    const reserved = await db
      .select()
      .from(skills)
      .where(sql`${skills.id} in (12, 16, 17)`);
    expect(reserved.map((s) => s.name).sort()).toEqual(
      ['Attività di cancelleria', 'Camera di commercio', 'Generica'].sort(),
    );
    expect(report.demoUsers).toBe(8);
    // The demo lawyer's 8 requests and the Roma colleague's 8, with their invitations.
    expect(report.demoDemands).toBe(16);
    // News and the demo lawyer's agenda (the fulfilment with notice_days adds its Notice).
    expect(report.articles).toBe(60);
    expect(report.demoEvents).toBe(9);
    // The demo lawyer's professional and additional skills, the Roma colleague's trial.
    expect(report.demoSubscriptions).toBe(3);
    expect((await db.select({ n: count() }).from(articleCategories))[0].n).toBe(8);
    expect((await db.select({ n: count() }).from(events))[0].n).toBe(10);
    // The demo lawyer's two records and the one the Roma colleague shared with her.
    const recordRows = await db.select().from(records).orderBy(records.id);
    expect(recordRows.map((row) => row.identifier.replace(/-\d{4}-/, '-YYYY-'))).toEqual([
      'VRB-YYYY-000001',
      'VRB-YYYY-000002',
      'VRB-YYYY-000001',
    ]);
    expect((await db.select({ n: count() }).from(recordShares))[0].n).toBe(1);
    const byStatus = await db
      .select({ status: demands.status, n: count() })
      .from(demands)
      .groupBy(demands.status);
    expect(Object.fromEntries(byStatus.map((row) => [row.status, row.n]))).toEqual({
      PENDING: 6,
      ASSIGNED: 2,
      COMPLETED: 2,
      PAID: 2,
      ANNULLED: 2,
      EXPIRED: 2,
    });
  });

  it('is idempotent: a second run adds nothing', async () => {
    const countOf = async () => ({
      cities: (await database.db.select({ n: count() }).from(cities))[0].n,
      offices: (await database.db.select({ n: count() }).from(offices))[0].n,
      users: (await database.db.select({ n: count() }).from(users))[0].n,
      demands: (await database.db.select({ n: count() }).from(demands))[0].n,
      candidates: (await database.db.select({ n: count() }).from(candidates))[0].n,
    });
    const before = await countOf();
    const report = await seedDatabase(database.db);
    expect(report).toEqual(NOTHING_SEEDED);
    expect(await countOf()).toEqual(before);
  });

  it('applied the versioned SQL migrations (drizzle journal)', async () => {
    const applied = await queryRows<{ hash: string }>(
      database.db,
      sql`select hash from drizzle.__drizzle_migrations`,
    );
    expect(applied).toHaveLength(JOURNAL_ENTRIES);
    // Running the migrator again is a no-op.
    await database.migrate();
    const again = await queryRows(database.db, sql`select hash from drizzle.__drizzle_migrations`);
    expect(again).toHaveLength(JOURNAL_ENTRIES);
  });
});
