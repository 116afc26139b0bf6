import { createHash } from 'node:crypto';
import { asc, desc, getTableColumns, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();

/**
 * One statement for a whole page. Each round trip to the database costs more than the little
 * work most of ours do (on PostgreSQL a network exchange, on PGlite a pass through its protocol),
 * so a read gathers what it needs in one statement: named queries (`with`, common table
 * expressions, which may use the ones before them) and, in a single row, one JSON array per
 * result (`select`), which tableRows() turns back into the table's rows.
 *
 * The statement is prepared under a name derived from its text: PostgreSQL parses and plans it
 * once per connection and then reuses its plan (planning such a statement costs more than
 * running it); the same text with other values is the same statement. PGlite ignores the name.
 */
export async function selectJson<K extends string>(
  db: Executor,
  statement: { with?: Record<string, SQLWrapper>; select: Record<K, SQL> },
): Promise<Record<K, unknown>> {
  const named = Object.entries(statement.with ?? {}).map(
    ([name, query]) => sql`${sql.identifier(name)} as (${query})`,
  );
  const columns = (Object.entries(statement.select) as [K, SQL][]).map(
    ([key, value]) => sql`${value} as ${sql.identifier(key)}`,
  );
  const withClause = named.length ? sql`with ${sql.join(named, sql`, `)} ` : sql``;
  const query = dialect.sqlToQuery(sql`${withClause}select ${sql.join(columns, sql`, `)}`);
  const name = `json_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
  // Without fields to map, both drivers answer their own result: { rows }.
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  const result = (await prepared.execute()) as { rows: Record<K, unknown>[] };
  return result.rows[0];
}

/**
 * SQL: an int[] of ids for `= any(...)`: the given ones (one parameter), or those a query of the
 * statement yields. `column = any(array(select ...))` is planned as a value computed once, where
 * `column in (select ...)` joins the sub-query into the planning of the rest, which for a
 * statement of several named queries costs more than running it.
 */
export function idArray(ids: number[] | SQL): SQL {
  return Array.isArray(ids) ? sql`${sql.param([...new Set(ids)])}::int[]` : sql`array(${ids})`;
}

/**
 * A column that stays qualified ("table"."column") wherever it lands. In the select list of a
 * query on one table drizzle writes that table's columns bare, so a sub-query there (`where
 * n.fulfillment_id = "id"`) would take them for its own table's; nested one level, they keep
 * their table.
 */
export const qualified = (column: AnyPgColumn): SQL => sql`${column}`;

/**
 * A sort key: a column, a direction, and the name the query selects the column under when it
 * is not the column's own (for jsonArray()).
 */
export type SortKey = [column: AnyPgColumn, direction: 'asc' | 'desc', selectedAs?: string];

/** The ORDER BY of the keys, for the query itself. */
export const orderBy = (keys: SortKey[]) =>
  keys.map(([column, direction]) => (direction === 'asc' ? asc(column) : desc(column)));

/**
 * SQL: the rows of a named query (see selectJson) as a JSON array, [] when there are none,
 * each row keyed by column name. With sort keys the array keeps that order: an aggregate need
 * not see its input in the order a sub-query produced it, so it sorts again by the same keys.
 */
export function jsonArray(name: string, order: SortKey[] = []): SQL {
  const source = sql.identifier(name);
  const keys = order.map(
    ([column, direction, selectedAs]) =>
      sql`${source}.${sql.identifier(selectedAs ?? column.name)} ${sql.raw(direction)}`,
  );
  const sorted = keys.length ? sql` order by ${sql.join(keys, sql`, `)}` : sql``;
  return sql`(select coalesce(json_agg(row_to_json(${source})${sorted}), '[]'::json) from ${source})`;
}

/**
 * The rows of `table` from a JSON array of selectJson(), mapped as drizzle maps the table's
 * rows (timestamps to Date, and so on); other keys of the objects are left out.
 */
export function tableRows<T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (json as Record<string, unknown>[]).map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}

/** The `total` column (count(*) over ()) of the first row of a JSON array, 0 when empty. */
export function jsonTotal(json: unknown): number {
  const [first] = json as { total?: number | string }[];
  return first ? Number(first.total) : 0;
}
