import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * The server's key `name` (32 random bytes): made by the first process that asks and shared by
 * all the others through the database. Of two processes starting together one insert wins and
 * both read its key.
 */
export async function serverSecret(db: Executor, name: string, now: Date): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return Buffer.from(row.value, 'base64');
}
