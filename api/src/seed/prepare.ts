import type { Database } from '../db/client';
import type { SeedOptions, SeedReport } from './index';
import { seedDatabase } from './index';

/**
 * What every start does before serving: apply the pending migrations and seed what is missing,
 * under the database's start-up lock, so that processes started together on one PostgreSQL
 * take turns (the first migrates and seeds, the others find nothing left to do).
 */
export function prepareDatabase(database: Database, options?: SeedOptions): Promise<SeedReport> {
  return database.withStartupLock(async () => {
    await database.migrate();
    return seedDatabase(database.db, options);
  });
}
