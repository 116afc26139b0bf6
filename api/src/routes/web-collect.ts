import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HTML_PAGE, escapeHtml, htmlPage } from '../lib/html';
import { formatCents } from '@colleghi/rules';
import { loadCatalog } from '../services/subscriptions/catalog';

function fromBase64(value: string): string | null {
  try {
    const text = Buffer.from(decodeURIComponent(value), 'base64').toString('utf8');
    return text.length > 0 ? text : null;
  } catch {
    return null;
  }
}

/**
 * GET web/payments/collect/{b64 user id}/{b64 created_at}/: the certification offer opened
 * from the last step of the profile wizard. The pair identifies the user without a token.
 */
export function registerCollectPageRoute(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/web/payments/collect/:uid/:created/',
    {
      schema: {
        summary: 'Pagina con l’offerta Professional per certificare il profilo (HTML)',
        tags: ['Abbonamenti'],
        params: z.object({
          uid: z.string().meta({ description: "Id dell'utente in base64." }),
          created: z.string().meta({ description: 'Data di registrazione (ISO) in base64.' }),
        }),
        response: { 200: HTML_PAGE, 404: HTML_PAGE },
      },
    },
    async (request, reply) => {
      const id = fromBase64(request.params.uid);
      const created = fromBase64(request.params.created);
      const createdAt = created ? new Date(created) : null;
      const [user] =
        id && /^\d{1,9}$/.test(id) && createdAt && !Number.isNaN(createdAt.getTime())
          ? await ctx.db
              .select()
              .from(users)
              .where(eq(users.id, Number(id)))
          : [];
      if (!user || !createdAt || user.createdAt.getTime() !== createdAt.getTime()) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(
            htmlPage(
              'Pagina non trovata',
              '<h1>Siamo spiacenti, pagina non trovata!</h1><p>Il link non è valido.</p>',
            ),
          );
      }
      const catalog = await loadCatalog(ctx.db);
      const professional = catalog.types.find((t) => t.row.type === 'professional');
      const items = (professional?.row.description ?? '')
        .split('•')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('');
      const price = professional ? formatCents(professional.row.monthlyCents) : '';
      const link = `${ctx.webUrl}/subscription?type=professional`;
      const body = `<h1>Certifica il tuo profilo, ${escapeHtml(user.firstName)}!</h1>
<p>Con l'abbonamento Professional ottieni:</p>
<ul>${items}</ul>
<p>A partire da <strong>${escapeHtml(price)}</strong> al mese + IVA.</p>
<div class="actions"><a class="button primary" href="${escapeHtml(link)}">Attiva Professional</a></div>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(htmlPage('Certifica il tuo profilo', body));
    },
  );
}
