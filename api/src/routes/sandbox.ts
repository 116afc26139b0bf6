import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { formatCents, VAT_PERCENT } from '@colleghi/rules';
import { isPlainObject } from '../lib/body-reader';
import { detailError } from '../lib/errors';
import { escapeHtml, htmlPage } from '../lib/html';
import { MSG } from '../lib/messages';
import { SANDBOX_MSG, checkCard } from '../payments/sandbox';
import type { SandboxProvider } from '../payments/sandbox';

type TokenParams = { Params: { token: string } };

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
  app.post('/api/sandbox/payment-methods/', async (request, reply) => {
    const card = isPlainObject(request.body) ? request.body : {};
    const checked = checkCard(card, ctx.clock());
    if (!checked.ok) return reply.code(400).send({ error: { message: checked.message } });
    return { id: await sandbox.createPaymentMethod(checked.last4, checked.outcome) };
  });

  app.post<{ Params: { id: string } }>(
    '/api/sandbox/payment-intents/:id/confirm/',
    async (request, reply) => {
      const body = isPlainObject(request.body) ? request.body : {};
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
  app.get<TokenParams>('/api/sandbox/paypal/setup-tokens/:token/', async (request) => {
    const token = await sandbox.findSetupToken(request.params.token);
    if (!token) throw detailError(404, MSG.notFound);
    return { id: token.id, status: await sandbox.setupTokenState(token.id) };
  });

  app.get<TokenParams>('/api/sandbox/paypal/approve/:token/', async (request, reply) => {
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
  app.post<TokenParams>('/api/sandbox/paypal/approve/:token/', answer(true));
  app.post<TokenParams>('/api/sandbox/paypal/cancel/:token/', answer(false));
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
