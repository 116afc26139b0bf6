import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { formatCents, VAT_PERCENT } from '@colleghi/rules';
import { detailError } from '../lib/errors';
import { HTML_PAGE, escapeHtml, htmlPage } from '../lib/html';
import { MSG } from '../lib/messages';
import { DetailBody } from '../lib/schema/responses';
import { SANDBOX_MSG, checkCard } from '../payments/sandbox';
import type { SandboxProvider } from '../payments/sandbox';

const TAGS = ['Pagamenti (sandbox)'];

const TokenParams = z.object({
  token: z.string().meta({ description: 'Id del setup token di prova.' }),
});

/**
 * What the provider's own client sends: read as a provider reads it (a number may be text or a
 * number, a missing or odd value is the card's first problem), so every field is taken as sent.
 * A body that is not an object reads as {}.
 */
const CardBody = z.looseObject({
  number: z.unknown().optional().meta({ description: 'Numero della carta.' }),
  exp_month: z.unknown().optional().meta({ description: 'Mese di scadenza (1-12).' }),
  exp_year: z.unknown().optional().meta({ description: 'Anno di scadenza (2 o 4 cifre).' }),
  cvc: z.unknown().optional().meta({ description: 'Codice di sicurezza.' }),
  name: z.unknown().optional().meta({ description: 'Titolare.' }),
});

const ConfirmBody = z.looseObject({
  client_secret: z.unknown().optional().meta({ description: "Il segreto dell'intent." }),
});

const ProviderError = z.object({ message: z.string() });

/**
 * A 400 is the provider's refusal ({ error: { message } }), or the API's own answer to a request
 * it cannot read: an address with a NUL or a malformed body ({ detail }), a body that is not a
 * JSON object ({ non_field_errors }).
 */
const Refused = z.union([
  z.object({ error: ProviderError }),
  DetailBody,
  z.object({ non_field_errors: z.array(z.string()) }),
]);

const PaymentMethod = z.object({ id: z.string() }).meta({ id: 'SandboxPaymentMethod' });

const IntentConfirmation = z
  .object({
    status: z.enum(['succeeded', 'processing', 'failed']),
    error: ProviderError.optional(),
  })
  .meta({ id: 'SandboxIntentConfirmation' });

const SetupTokenState = z
  .object({ id: z.string(), status: z.enum(['pending', 'approved', 'cancelled']) })
  .meta({ id: 'SandboxSetupToken' });

/** return_url plus the token (`&token=` when it already has a query), before any fragment. */
export function withToken(url: string, token: string): string {
  const [base, hash] = url.split('#', 2);
  const joined = `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

function notFoundPage(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(
      htmlPage(
        'PayPal (ambiente di prova)',
        '<h1>PayPal (ambiente di prova)</h1><p>Richiesta di pagamento non trovata.</p>',
      ),
    );
}

function registerCardRoutes(app: FastifyInstance, ctx: AppContext, sandbox: SandboxProvider) {
  // What Stripe.js does in the browser: the card never reaches our own endpoints.
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A body the schema refuses (not an object) is read as {}: the card's first problem answers.
  api.post(
    '/api/sandbox/payment-methods/',
    {
      attachValidation: true,
      schema: {
        summary: 'Registra una carta di prova (quello che fa Stripe.js nel browser)',
        tags: TAGS,
        body: CardBody,
        response: { 200: PaymentMethod, 400: Refused },
      },
    },
    async (request, reply) => {
      const card = request.validationError ? {} : request.body;
      const checked = checkCard(card, ctx.clock());
      if (!checked.ok) return reply.code(400).send({ error: { message: checked.message } });
      return { id: await sandbox.createPaymentMethod(checked.last4, checked.outcome) };
    },
  );

  api.post(
    '/api/sandbox/payment-intents/:id/confirm/',
    {
      attachValidation: true,
      schema: {
        summary: 'Conferma un pagamento con carta di prova',
        tags: TAGS,
        params: z.object({ id: z.string().meta({ description: "Id dell'intent." }) }),
        body: ConfirmBody,
        response: { 200: IntentConfirmation, 400: Refused },
      },
    },
    async (request, reply) => {
      const body = request.validationError ? {} : request.body;
      const secret = typeof body.client_secret === 'string' ? body.client_secret : '';
      const result = await sandbox.confirmIntent(request.params.id, secret);
      if (!result) return reply.code(400).send({ error: { message: SANDBOX_MSG.invalidIntent } });
      return result.message
        ? { status: result.status, error: { message: result.message } }
        : { status: result.status };
    },
  );
}

function registerPaypalRoutes(app: FastifyInstance, sandbox: SandboxProvider) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/sandbox/paypal/setup-tokens/:token/',
    {
      schema: {
        summary: 'Lo stato di un setup token PayPal di prova',
        tags: TAGS,
        params: TokenParams,
        response: { 200: SetupTokenState },
      },
    },
    async (request) => {
      const token = await sandbox.findSetupToken(request.params.token);
      if (!token) throw detailError(404, MSG.notFound);
      return { id: token.id, status: await sandbox.setupTokenState(token.id) };
    },
  );

  const page = {
    summary: 'Pagina di approvazione PayPal di prova (HTML)',
    tags: TAGS,
    params: TokenParams,
    response: { 200: HTML_PAGE, 404: HTML_PAGE },
  };
  api.get('/api/sandbox/paypal/approve/:token/', { schema: page }, async (request, reply) => {
    const token = await sandbox.findSetupToken(request.params.token);
    if (!token) return notFoundPage(reply);
    const id = encodeURIComponent(token.id);
    const state = await sandbox.setupTokenState(token.id);
    const note =
      state === 'pending'
        ? ''
        : `<p><strong>${state === 'approved' ? 'Pagamento già approvato.' : 'Pagamento annullato.'}</strong></p>`;
    const body = `<h1>PayPal (ambiente di prova)</h1>
<p>${escapeHtml(token.description)}</p>
${note}
<dl>
<dt>Importo</dt><dd>${escapeHtml(formatCents(token.amountCents))}</dd>
<dt>IVA (${VAT_PERCENT}%)</dt><dd>${escapeHtml(formatCents(token.vatCents))}</dd>
<dt><strong>Totale</strong></dt><dd><strong>${escapeHtml(formatCents(token.amountCents + token.vatCents))}</strong></dd>
</dl>
<div class="actions">
<form method="post" action="/api/sandbox/paypal/cancel/${id}/"><button class="secondary" type="submit">Annulla</button></form>
<form method="post" action="/api/sandbox/paypal/approve/${id}/"><button class="primary" type="submit">Approva pagamento</button></form>
</div>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(htmlPage('PayPal (ambiente di prova)', body));
  });

  const answer =
    (approve: boolean) => async (request: { params: { token: string } }, reply: FastifyReply) => {
      const token = await sandbox.findSetupToken(request.params.token);
      if (!token || !token.returnUrl || !token.cancelUrl) return notFoundPage(reply);
      await sandbox.answerSetupToken(token.id, approve);
      const approved = approve && (await sandbox.setupTokenState(token.id)) === 'approved';
      const target = approved ? token.returnUrl : token.cancelUrl;
      return reply.code(303).redirect(withToken(target, token.id));
    };
  const redirect = (summary: string) => ({
    summary,
    tags: TAGS,
    params: TokenParams,
    response: {
      303: z.null().meta({ description: "Torna all'app (return_url o cancel_url, con il token)." }),
      404: HTML_PAGE,
    },
  });
  api.post(
    '/api/sandbox/paypal/approve/:token/',
    { schema: redirect('Approva il pagamento PayPal di prova') },
    answer(true),
  );
  api.post(
    '/api/sandbox/paypal/cancel/:token/',
    { schema: redirect('Annulla il pagamento PayPal di prova') },
    answer(false),
  );
}

/**
 * The offline provider's own endpoints, only while it stands in for Stripe / PayPal. Registered
 * in their own scope: the approval page posts plain HTML forms (urlencoded, no fields read).
 */
export async function registerSandboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const sandbox = ctx.payments.sandbox;
  if (!sandbox) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  if (ctx.payments.card.name === 'sandbox') registerCardRoutes(app, ctx, sandbox);
  if (ctx.payments.paypal.name === 'sandbox') registerPaypalRoutes(app, sandbox);
}
