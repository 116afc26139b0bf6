import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/client';

/**
 * The state every test of a file starts from: the rows of `tables` as they are now, restored
 * before each test by one call to a function kept in the test database's own schema.
 *
 * The restore leaves the database as `truncate <tables> restart identity cascade` followed by
 * inserting the saved rows would: the listed tables hold their saved rows, every table that
 * references them (directly or not) is emptied, and each of their sequences stands where a fresh
 * copy's would (after the largest id, or at the start). It deletes instead of truncating: a
 * truncate makes new files for every table and index it touches, which costs far more than
 * deleting the few rows a test wrote. Foreign keys are not checked while it runs
 * (`session_replication_role = replica`), so the order does not matter.
 */
const SCHEMA = 'test_snapshot';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The listed tables and every public table whose foreign keys lead to one of them. */
async function withReferencing(database: Database, names: string[]): Promise<string[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    database.db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const found = new Set(names);
  for (let grew = true; grew;) {
    grew = false;
    for (const { child, parent } of edges) {
      if (found.has(parent) && !found.has(child)) {
        found.add(child);
        grew = true;
      }
    }
  }
  return [...found].sort();
}

/** The sequences owned by columns of `tables` (identity and serial columns). */
async function ownedSequences(database: Database, tables: string[]) {
  const rows = await queryRows<{ sequence: string; table: string; column: string }>(
    database.db,
    sql`select s.relname as sequence, t.relname as table, a.attname as column
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
          and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = s.relnamespace
        where s.relkind = 'S' and n.nspname = 'public'`,
  );
  return rows.filter((row) => tables.includes(row.table));
}

/** Saves the rows of `tables`; the function returned puts the database back to them. */
export async function snapshotTables(
  database: Database,
  tables: PgTable[],
): Promise<() => Promise<void>> {
  const saved = [...new Set(tables.map((table) => getTableName(table)))];
  const emptied = await withReferencing(database, saved);
  const sequences = await ownedSequences(database, emptied);
  const statements = [
    `create schema if not exists ${SCHEMA}`,
    ...saved.map(
      (name) => `create table ${SCHEMA}.${quoted(name)} as select * from public.${quoted(name)}`,
    ),
  ];
  for (const statement of statements) await database.db.execute(sql.raw(statement));

  const body = [
    `perform set_config('session_replication_role', 'replica', true);`,
    ...emptied.map((name) => `delete from public.${quoted(name)};`),
    ...saved.map(
      (name) =>
        `insert into public.${quoted(name)} overriding system value ` +
        `select * from ${SCHEMA}.${quoted(name)};`,
    ),
    ...sequences.map(
      ({ sequence, table, column }) =>
        `perform setval('public.${quoted(sequence)}', coalesce(max(${quoted(column)}), 1), ` +
        `max(${quoted(column)}) is not null) from public.${quoted(table)};`,
    ),
  ].join('\n  ');
  await database.db.execute(
    sql.raw(
      `create or replace function ${SCHEMA}.restore() returns void language plpgsql as $body$
begin
  ${body}
end
$body$`,
    ),
  );
  return async () => {
    await database.db.execute(sql.raw(`select ${SCHEMA}.restore()`));
  };
}
