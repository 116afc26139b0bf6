import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { EMAIL_SAMPLES } from '../emails/samples';
import type { EmailKind } from '../emails/templates';
import { EMAIL_KINDS, EMAIL_TEMPLATES, composeEmail } from '../emails/templates';
import { HTML_PAGE, escapeHtml, htmlPage } from '../lib/html';
import { unsubscribeUrl } from '../services/emails';

const TAGS = ['Sviluppo'];
const TEXT = { content: { 'text/plain': { schema: z.string() } } };
const Params = z.object({ kind: z.enum(EMAIL_KINDS).meta({ description: 'Il tipo di e-mail.' }) });

/** A rendered e-mail styles itself inline, which the API's own pages do not allow. */
const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Each template with its sample data, as the relay would send it (the frame of this app). */
function renderSample(ctx: AppContext, kind: EmailKind) {
  const security = EMAIL_TEMPLATES[kind].security;
  return composeEmail(kind, EMAIL_SAMPLES[kind] as never, {
    appUrl: ctx.webUrl,
    unsubscribeUrl: security ? null : unsubscribeUrl(ctx, 1, ctx.clock()),
  });
}

/**
 * A preview of every e-mail template with sample data, outside production only: the list, each
 * message's HTML part, and its plain-text part.
 */
export function registerDevEmailRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/dev/emails/',
    {
      schema: {
        summary: 'Anteprima dei modelli delle e-mail (solo fuori produzione)',
        tags: TAGS,
        response: { 200: HTML_PAGE },
      },
    },
    async (_request, reply) => {
      const items = await Promise.all(
        EMAIL_KINDS.map(async (kind) => {
          const { subject } = await renderSample(ctx, kind);
          return `<li><a href="${kind}/">${escapeHtml(subject)}</a> (<a href="${kind}/text/">testo</a>)</li>`;
        }),
      );
      const body = `<h1>Modelli delle e-mail</h1><p>Ogni modello con dati di esempio.</p><ul>${items.join('')}</ul>`;
      return reply.type('text/html; charset=utf-8').send(htmlPage('Modelli delle e-mail', body));
    },
  );
  api.get(
    '/api/dev/emails/:kind/',
    {
      schema: {
        summary: 'Anteprima HTML di un modello di e-mail (solo fuori produzione)',
        tags: TAGS,
        params: Params,
        response: { 200: HTML_PAGE },
      },
    },
    async (request, reply) => {
      const { html } = await renderSample(ctx, request.params.kind);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PREVIEW_CSP)
        .send(html);
    },
  );
  api.get(
    '/api/dev/emails/:kind/text/',
    {
      schema: {
        summary: 'Anteprima in testo semplice di un modello di e-mail (solo fuori produzione)',
        tags: TAGS,
        params: Params,
        response: { 200: TEXT },
      },
    },
    async (request, reply) => {
      const { subject, text } = await renderSample(ctx, request.params.kind);
      return reply.type('text/plain; charset=utf-8').send(`Oggetto: ${subject}\n\n${text}`);
    },
  );
}
