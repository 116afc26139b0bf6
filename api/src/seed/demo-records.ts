import { count, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { recordShares, records, users } from '../db/schema';
import { insertNextRecord } from '../services/records';

const DAY_MS = 24 * 60 * 60 * 1000;
const OWNER = 'avvocato@demo.colleghi.it';
const COLLEAGUE = 'collega.roma@demo.colleghi.it';

/**
 * Hearing records for the demo lawyer: two of her own, and one the Roma colleague shared with
 * her (opened with its code), so /records shows every tab filled. Only on an empty table.
 */
export async function seedDemoRecords(db: Executor, now: Date): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(records);
  if (total > 0) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [OWNER, COLLEAGUE]));
  const owner = people.find((person) => person.email === OWNER);
  const colleague = people.find((person) => person.email === COLLEAGUE);
  if (!owner || !colleague) return;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await insertNextRecord(db, owner.id, daysAgo(21));
  await insertNextRecord(db, owner.id, daysAgo(2));
  const shared = await insertNextRecord(db, colleague.id, daysAgo(9));
  await db
    .insert(recordShares)
    .values({ recordId: shared.id, userId: owner.id, createdAt: daysAgo(8) });
}
