import type { Db } from '../../src/db/client';

/**
 * How many statements matching `counts` (all of them by default) the database client receives
 * while `work` runs. A statement is what the client's query() is given: text on PGlite, text or a
 * { name, text } config on PostgreSQL.
 */
export async function statementsDuring(
  db: Db,
  work: () => Promise<unknown>,
  counts: (text: string) => boolean = () => true,
): Promise<number> {
  type Query = (...args: unknown[]) => Promise<unknown>;
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const query = client.query;
  let count = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    const [statement] = args;
    const text =
      typeof statement === 'string' ? statement : (statement as { text?: string } | null)?.text;
    if (counts(text ?? '')) count += 1;
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return count;
}
