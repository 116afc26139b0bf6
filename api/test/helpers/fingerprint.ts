import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/client';

/**
 * A digest of every row of every table, with each row's xmin (the transaction that last wrote
 * it): any insert, update or delete changes it, even an update that writes the same values.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const digests: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await queryRows<{ digest: string }>(
      database.db,
      sql.raw(
        `select md5(coalesce(string_agg(t.xmin::text || ' ' || t::text, '|' order by t::text), ''))
           as digest from "${tablename}" t`,
      ),
    );
    digests[tablename] = row.digest;
  }
  return digests;
}
