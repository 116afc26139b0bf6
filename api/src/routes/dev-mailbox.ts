import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { outboxEmails } from '../db/schema';
import { ValidationError } from '../lib/errors';
import { MSG } from '../lib/messages';
import { queryParam } from '../lib/pagination';

/**
 * A development mailbox over the e-mail outbox, like a local SMTP catcher: the e-mails sent to
 * one address, newest first. Registered only when the server is started with EXPOSE_OUTBOX=1
 * (the end-to-end tests do), never by default.
 */
export function registerDevMailboxRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dev/outbox/', async (request) => {
    const to = queryParam(request.query, 'to');
    if (!to) throw new ValidationError({ to: [MSG.required] });
    const rows = await ctx.db
      .select({
        to: outboxEmails.to,
        subject: outboxEmails.subject,
        body: outboxEmails.body,
        created_at: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.to}) = ${to.trim().toLowerCase()}`)
      .orderBy(desc(outboxEmails.id))
      .limit(20);
    return { count: rows.length, next: null, previous: null, results: rows };
  });
}
