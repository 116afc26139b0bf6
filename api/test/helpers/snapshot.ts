import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/client';

/** Per table: row count and a digest of every row ("nothing written" means none of them moves). */
export type Fingerprints = Record<string, string>;

let query: { tables: string; text: string } | null = null;

async function fingerprintQuery(database: Database, except: readonly string[]): Promise<string> {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = rows.map((row) => row.tablename).filter((name) => !except.includes(name));
  const key = tables.join(',');
  if (query?.tables !== key) {
    // Row digests are sorted, so the fingerprint does not depend on the physical row order.
    const parts = tables.map(
      (name) =>
        `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(md5(t::text), '' ` +
        `order by md5(t::text))), '') as fingerprint from "${name}" t`,
    );
    query = { tables: key, text: parts.join(' union all ') };
  }
  return query.text;
}

/**
 * A fingerprint of every table of the public schema (the list is read each time, so a table
 * added later is covered), minus the `except` ones.
 */
export async function tableFingerprints(
  database: Database,
  except: readonly string[] = [],
): Promise<Fingerprints> {
  const text = await fingerprintQuery(database, except);
  const rows = await queryRows<{ name: string; fingerprint: string }>(database.db, sql.raw(text));
  return Object.fromEntries(rows.map((row) => [row.name, row.fingerprint]));
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Fingerprints, after: Fingerprints): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
