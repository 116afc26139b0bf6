import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authenticate } from '../lib/authenticate';
import { parseId } from '../services/activities/access';
import { closeCard } from '../services/dashboard/cards';
import { buildDashboard } from '../services/dashboard/dashboard';

type IdParams = { Params: { id: string } };

/** GET dashboard/ and DELETE cards/{id}/. */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dashboard/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    return buildDashboard(ctx, userId);
  });

  app.delete<IdParams>('/api/cards/:id/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    await closeCard(ctx, userId, parseId(request.params.id));
    return reply.code(204).send();
  });
}
