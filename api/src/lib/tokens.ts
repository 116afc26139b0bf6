import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { authTokens } from '../db/schema';

export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new 40-hex key; only its digest is stored. */
export async function createToken(db: Executor, userId: number, now: Date): Promise<string> {
  const key = randomBytes(20).toString('hex');
  await db.insert(authTokens).values({ digest: digest(key), userId, createdAt: now });
  return key;
}

export async function findTokenUser(db: Db, key: string): Promise<number | null> {
  if (!/^[0-9a-f]{40}$/i.test(key)) return null;
  const rows = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(eq(authTokens.digest, digest(key.toLowerCase())))
    .limit(1);
  return rows[0]?.userId ?? null;
}
