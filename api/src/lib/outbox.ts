import type { Executor } from '../db/client';
import { outboxEmails } from '../db/schema';

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

/** Queues an e-mail in the outbox table (inside the caller's transaction when given one). */
export async function queueEmail(db: Executor, email: OutgoingEmail, now: Date): Promise<void> {
  await db.insert(outboxEmails).values({ ...email, createdAt: now });
}
