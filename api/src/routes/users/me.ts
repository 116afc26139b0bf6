import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/authenticate';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import type { LoadedForUser } from '../../serializers/user';
import { loadUserJson } from '../../serializers/user';
import { updateUser } from '../../services/user-update';

export function registerMeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sendMe = async (userId: number, reply: FastifyReply, loaded?: LoadedForUser) => {
    const user = await loadUserJson(ctx.db, userId, ctx.clock(), loaded);
    if (!user) throw detailError(404, MSG.notFound);
    return reply.send(user);
  };

  app.get('/api/users/me/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    return sendMe(userId, reply);
  });

  const put = async (request: FastifyRequest, reply: FastifyReply) => {
    const { userId } = await authenticate(ctx, request);
    const loaded = await updateUser(ctx, userId, request.body);
    return sendMe(userId, reply, loaded);
  };
  // PUT is a partial update (the contract's "partial User body"): absent fields are unchanged.
  app.put('/api/users/me/', put);
  app.put('/api/auth/user/', put);
}
