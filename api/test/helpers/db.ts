import { count } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { lawfirms, outboxEmails, profiles, users } from '../../src/db/schema';

/** Row counts of the tables a sign-up writes: "no partial write" means none of them moves. */
export async function writeCounts(database: Database) {
  const counted = async (
    table: typeof users | typeof profiles | typeof lawfirms | typeof outboxEmails,
  ) => (await database.db.select({ total: count() }).from(table))[0].total;
  return {
    users: await counted(users),
    profiles: await counted(profiles),
    lawfirms: await counted(lawfirms),
    outbox: await counted(outboxEmails),
  };
}

export async function outbox(database: Database) {
  return database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
}
