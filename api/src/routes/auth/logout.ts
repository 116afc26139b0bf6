import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { sessionOf } from '../../lib/authenticate';
import { MSG } from '../../lib/messages';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { DetailBody } from '../../lib/schema/responses';
import { revokeToken } from '../../lib/tokens';

export function registerLogoutRoute(app: FastifyInstance, ctx: AppContext): void {
  // As dj-rest-auth: 200 with a detail. Only the key of the request ends (other devices stay).
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/logout/',
    {
      schema: {
        summary: 'Uscita: la chiave della richiesta non vale più',
        tags: ['Autenticazione'],
        security: TOKEN_AUTH,
        response: { 200: DetailBody },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await revokeToken(ctx.db, session.tokenDigest);
      return { detail: MSG.loggedOut };
    },
  );
}
