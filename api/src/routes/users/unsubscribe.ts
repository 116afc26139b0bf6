import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { claimAttempt } from '../../lib/attempt-throttle';
import { HTML_PAGE, escapeHtml, htmlPage } from '../../lib/html';
import { MSG } from '../../lib/messages';
import { queryText } from '../../lib/schema/query';
import { checkUnsubscribeToken } from '../../lib/unsubscribe-token';

const TAGS = ['Utenti'];
const PATH = '/api/users/unsubscribe/';
const TITLE = 'Notifiche e-mail';

const Query = z.object({
  token: queryText("Il token firmato del link nell'e-mail."),
});

const PAGES = {
  confirm: (action: string) =>
    `<h1>${TITLE}</h1>
<p>Vuoi smettere di ricevere le e-mail di notifica di Colleghi (richieste di attività, incarichi, acquisti, promemoria dell'agenda)?</p>
<p>Le e-mail sulla sicurezza del tuo account (password e reimpostazione) ti arriveranno comunque.</p>
<form method="post" action="${escapeHtml(action)}"><div class="actions"><button class="primary" type="submit">Disattiva le notifiche e-mail</button></div></form>`,
  done: (profile: string) =>
    `<h1>${TITLE}</h1>
<p>Fatto: non riceverai più e-mail di notifica da Colleghi.</p>
<p>Puoi riattivarle quando vuoi dal <a href="${escapeHtml(profile)}">tuo profilo</a>.</p>`,
  invalid: `<h1>${TITLE}</h1>
<p>Il link non è valido: le impostazioni delle e-mail non sono cambiate.</p>
<p>Puoi disattivare le notifiche e-mail dal tuo profilo, dopo aver effettuato l'accesso.</p>`,
  expired: `<h1>${TITLE}</h1>
<p>Il link è scaduto: le impostazioni delle e-mail non sono cambiate.</p>
<p>Usa il link di un'e-mail più recente, oppure disattiva le notifiche e-mail dal tuo profilo.</p>`,
};

/**
 * The unsubscribe link of every notice e-mail, which works without signing in: the token is
 * signed by the server (lib/unsubscribe-token.ts). GET only shows a confirmation (mail scanners
 * open links), its form POSTs; a mail client's one-click POST (RFC 8058,
 * `List-Unsubscribe=One-Click`) turns the setting off at once. Links that do not work count per
 * IP like other guesses at public endpoints; working ones give their attempt back.
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, ctx: AppContext) {
  // Its own scope: the confirmation form and mail clients post urlencoded bodies (not read).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function check(request: FastifyRequest, token: string | undefined) {
    const attempt = await claimAttempt(
      ctx,
      [{ scope: 'unsubscribe-ip', key: request.ip, rule: ctx.rateLimit.unsubscribeIp }],
      MSG.tooManyTries,
    );
    const result = checkUnsubscribeToken(ctx.unsubscribeKey, token ?? '', ctx.clock());
    if ('userId' in result) await attempt.giveBack();
    return result;
  }

  const page = (reply: FastifyReply, code: number, body: string) =>
    reply.code(code).type('text/html; charset=utf-8').send(htmlPage(TITLE, body));

  api.get(
    PATH,
    {
      schema: {
        summary: "Pagina di conferma per disattivare le notifiche e-mail (link nell'e-mail)",
        tags: TAGS,
        querystring: Query,
        response: { 200: HTML_PAGE, 400: HTML_PAGE },
      },
    },
    async (request, reply) => {
      const result = await check(request, request.query.token);
      if ('problem' in result) return page(reply, 400, PAGES[result.problem]);
      const action = `${PATH}?token=${encodeURIComponent(request.query.token ?? '')}`;
      return page(reply, 200, PAGES.confirm(action));
    },
  );

  api.post(
    PATH,
    {
      schema: {
        summary: 'Disattiva le notifiche e-mail (un clic, RFC 8058), senza accesso',
        tags: TAGS,
        querystring: Query,
        response: { 200: HTML_PAGE, 400: HTML_PAGE },
      },
    },
    async (request, reply) => {
      const result = await check(request, request.query.token);
      if ('problem' in result) return page(reply, 400, PAGES[result.problem]);
      await ctx.db.update(users).set({ emailEnabled: false }).where(eq(users.id, result.userId));
      return page(reply, 200, PAGES.done(`${ctx.webUrl}/profile`));
    },
  );
}
