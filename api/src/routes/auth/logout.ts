import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/authenticate';
import { MSG } from '../../lib/messages';
import { revokeToken } from '../../lib/tokens';

export function registerLogoutRoute(app: FastifyInstance, ctx: AppContext): void {
  // As dj-rest-auth: 200 with a detail. Only the key of the request ends (other devices stay).
  app.post('/api/auth/logout/', async (request) => {
    const session = await authenticate(ctx, request);
    await revokeToken(ctx.db, session.tokenDigest);
    return { detail: MSG.loggedOut };
  });
}
