import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { users } from './schema';

/**
 * Takes the user's row lock for the rest of the transaction. Every rule that counts what a
 * user holds ("at most one active subscription of a type", skill slots, qualifications,
 * courses) reads and writes after this lock, so concurrent requests of one user (on one API
 * process or many, on one database) are checked one after the other, each seeing what the
 * previous one committed. Under PostgreSQL's READ COMMITTED a statement run after the lock is
 * granted sees the rows the holder committed.
 */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
