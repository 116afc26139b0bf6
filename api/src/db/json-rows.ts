import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { SQL, asc, desc, fillPlaceholders, getTableColumns, is, sql } from 'drizzle-orm';
import type { Placeholder, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();

/** A statement of jsonStatements(): named queries, then one JSON array per result. */
export interface JsonStatement<K extends string> {
  with?: Record<string, SQLWrapper>;
  select: Record<K, SQL>;
}

/** Placeholders by name: `p.userId` stands for the value given as `userId` when it runs. */
export type Placeholders = Record<string, Placeholder>;

const placeholders = new Proxy({} as Placeholders, {
  get: (_target, name) => sql.placeholder(String(name)),
});

interface Compiled {
  query: ReturnType<PgDialect['sqlToQuery']>;
  name: string;
}

/** A value of a statement as an SQL literal, for PGlite's EXECUTE (see runOnPglite). */
function literal(value: unknown): string {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return quote(value);
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value) && value.every((item) => Number.isSafeInteger(item))) {
    return quote(`{${value.join(',')}}`);
  }
  throw new Error(`No SQL literal for a statement value of type ${typeof value}`);
}

/** Per PGlite database: the statements prepared (true) or that cannot be (false). */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<boolean>>>();

async function prepareOnPglite(client: PGlite, statement: Compiled): Promise<boolean> {
  const { rows } = await client.query<{ on: string }>('select current_setting($1) as on', [
    'standard_conforming_strings',
  ]);
  // Quotes doubled are the whole escape only with standard strings (on by default).
  if (rows[0]?.on !== 'on') return false;
  try {
    await client.exec(`prepare ${statement.name} as ${statement.query.sql}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite has one session and no named statements in its API, so the plan is kept with SQL:
 * PREPARE once per database, then EXECUTE with the values written as literals (quotes doubled;
 * numbers, booleans, dates and id arrays as such). null when the statement cannot be prepared.
 */
async function runOnPglite(
  client: PGlite,
  statement: Compiled,
  values: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedOn.set(client, prepared);
  }
  let ready = prepared.get(statement.name);
  if (!ready) {
    ready = prepareOnPglite(client, statement);
    prepared.set(statement.name, ready);
  }
  if (!(await ready)) return null;
  const params = fillPlaceholders(statement.query.params, values).map(literal);
  const args = params.length ? `(${params.join(', ')})` : '';
  const result = await client.query<Record<string, unknown>>(`execute ${statement.name}${args}`);
  return result.rows[0];
}

function compile(statement: JsonStatement<string>): Compiled {
  const named = Object.entries(statement.with ?? {}).map(
    ([name, query]) => sql`${sql.identifier(name)} as (${query})`,
  );
  const columns = Object.entries(statement.select).map(
    ([key, value]) => sql`${value} as ${sql.identifier(key)}`,
  );
  const withClause = named.length ? sql`with ${sql.join(named, sql`, `)} ` : sql``;
  const query = dialect.sqlToQuery(sql`${withClause}select ${sql.join(columns, sql`, `)}`);
  const name = `json_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
  return { query, name };
}

/**
 * One statement for a whole page. Each round trip to the database costs more than the little
 * work most of ours do (on PostgreSQL a network exchange, on PGlite a pass through its protocol),
 * so a read gathers what it needs in one statement: named queries (`with`, common table
 * expressions, which may use the ones before them) and, in a single row, one JSON array per
 * result (`select`), which tableRows() turns back into the table's rows.
 *
 * `build` writes the statement of each shape (`shape`: what changes its text, such as a list's
 * filters) with placeholders for the values (`p.userId`): it is built and written out once per
 * shape and process, then runs with the values given (building such a statement costs the API
 * more than the database takes to run it). It is also prepared under a name derived from its
 * text, so PostgreSQL parses and plans it once per connection and then reuses its plan; on
 * PGlite, see runOnPglite.
 */
export function jsonStatements<K extends string, S>(
  build: (p: Placeholders, shape: S) => JsonStatement<K>,
) {
  const compiled = new Map<string, Compiled>();
  return async (
    db: Executor,
    shape: S,
    values: Record<string, unknown>,
  ): Promise<Record<K, unknown>> => {
    const key = JSON.stringify(shape) ?? '';
    let statement = compiled.get(key);
    if (!statement) {
      statement = compile(build(placeholders, shape));
      compiled.set(key, statement);
    }
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof PGlite) {
      const row = await runOnPglite(client, statement, values);
      if (row) return row as Record<K, unknown>;
    }
    // Without fields to map, both drivers answer their own result: { rows }.
    const prepared = db._.session.prepareQuery(statement.query, undefined, statement.name, false);
    const result = (await prepared.execute(values)) as { rows: Record<K, unknown>[] };
    return result.rows[0];
  };
}

/** jsonStatements() of a statement with a single shape. */
export function jsonStatement<K extends string>(build: (p: Placeholders) => JsonStatement<K>) {
  const run = jsonStatements<K, null>((p) => build(p));
  return (db: Executor, values: Record<string, unknown>) => run(db, null, values);
}

/**
 * SQL: the int[] of the ids a query of the statement yields, for `= any(...)`. `column =
 * any(array(select ...))` is planned as a value computed once, where `column in (select ...)`
 * joins the sub-query into the planning of the rest, which for a statement of several named
 * queries costs more than running it.
 */
export function idArray(ids: SQL): SQL {
  return sql`array(${ids})`;
}

/** SQL: a placeholder whose value is an array of ids, as an int[]. */
export const ids = (placeholder: Placeholder): SQL => sql`${placeholder}::int[]`;

/**
 * A column that stays qualified ("table"."column") wherever it lands. In the select list of a
 * query on one table drizzle writes that table's columns bare, so a sub-query there (`where
 * n.fulfillment_id = "id"`) would take them for its own table's; nested one level, they keep
 * their table.
 */
export const qualified = (column: AnyPgColumn): SQL => sql`${column}`;

/**
 * A sort key: a column, or an expression the query selects under an alias, a direction, and
 * the name the query selects the column under when it is not the column's own (for
 * jsonArray()).
 */
export type SortKey = [
  column: AnyPgColumn | SQL.Aliased,
  direction: 'asc' | 'desc',
  selectedAs?: string,
];

const sortedName = ([column, , selectedAs]: SortKey): string =>
  selectedAs ?? (is(column, SQL.Aliased) ? column.fieldAlias : column.name);

/** The ORDER BY of the keys, for the query itself (an expression by the alias it is selected as). */
export const orderBy = (keys: SortKey[]) =>
  keys.map((key) => {
    const [column, direction] = key;
    if (!is(column, SQL.Aliased)) return direction === 'asc' ? asc(column) : desc(column);
    return sql`${sql.identifier(sortedName(key))} ${sql.raw(direction)}`;
  });

/**
 * SQL: the rows of a named query (see jsonStatements) as a JSON array, [] when there are none,
 * each row keyed by column name. With sort keys the array keeps that order: an aggregate need
 * not see its input in the order a sub-query produced it, so it sorts again by the same keys.
 */
export function jsonArray(name: string, order: SortKey[] = []): SQL {
  const source = sql.identifier(name);
  const keys = order.map(
    (key) => sql`${source}.${sql.identifier(sortedName(key))} ${sql.raw(key[1])}`,
  );
  const sorted = keys.length ? sql` order by ${sql.join(keys, sql`, `)}` : sql``;
  return sql`(select coalesce(json_agg(row_to_json(${source})${sorted}), '[]'::json) from ${source})`;
}

const COLUMNS = new WeakMap<PgTable, [string, AnyPgColumn][]>();

/** A table's [key, column] pairs, listed once per table (drizzle builds a new object per call). */
function columnsOf(table: PgTable): [string, AnyPgColumn][] {
  let columns = COLUMNS.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)) as [string, AnyPgColumn][];
    COLUMNS.set(table, columns);
  }
  return columns;
}

/**
 * The rows of `table` from a JSON array of jsonStatements(), mapped as drizzle maps the table's
 * rows (timestamps to Date, and so on); other keys of the objects are left out.
 */
export function tableRows<T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] {
  const columns = columnsOf(table);
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
