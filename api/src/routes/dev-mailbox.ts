import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { outboxEmails } from '../db/schema';
import { requiredText } from '../lib/schema/fields';
import { queryText } from '../lib/schema/query';
import { paginated } from '../lib/schema/responses';

const MailboxEmail = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.date(),
});

/**
 * A development mailbox over the e-mail outbox, like a local SMTP catcher: the e-mails sent to
 * one address, newest first. Registered only when the server is started with EXPOSE_OUTBOX=1
 * (the end-to-end tests do), never by default.
 */
export function registerDevMailboxRoute(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    summary: 'Casella di sviluppo: le e-mail inviate a un indirizzo (solo con EXPOSE_OUTBOX=1)',
    tags: ['Sviluppo'],
    querystring: z.object({
      to: queryText("L'indirizzo del destinatario.").pipe(requiredText()),
    }),
    response: { 200: paginated(MailboxEmail) },
  };
  api.get('/api/dev/outbox/', { schema }, async (request) => {
    const to = request.query.to;
    const rows = await ctx.db
      .select({
        to: outboxEmails.to,
        subject: outboxEmails.subject,
        body: outboxEmails.body,
        created_at: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.to}) = ${to.toLowerCase()}`)
      .orderBy(desc(outboxEmails.id))
      .limit(20);
    return { count: rows.length, next: null, previous: null, results: rows };
  });
}
