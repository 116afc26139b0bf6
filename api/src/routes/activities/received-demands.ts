import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/authenticate';
import { paginate, readPageParams } from '../../lib/pagination';
import { demandJson, demandsJson } from '../../serializers/demand';
import { findReceivedDemand, parseId } from '../../services/activities/access';
import {
  completeDemand,
  deleteReceivedDemand,
} from '../../services/activities/colleague-transitions';
import { listReceivedDemands } from '../../services/activities/lists';

type IdParams = { Params: { id: string } };
const ASSIGNEE = { kind: 'assignee' } as const;

/** The assignee's endpoints: received-demands/. */
export function registerReceivedDemandRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/received-demands/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const page = readPageParams(request.query);
    const now = ctx.clock();
    const list = await listReceivedDemands(ctx.db, userId, request.query, page, now);
    const items = list.rows.map((demand) => ({ demand, view: ASSIGNEE }));
    const results = await demandsJson(ctx, items, list.context);
    return paginate(request, page, list.total, results);
  });

  app.get<IdParams>('/api/received-demands/:id/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const id = parseId(request.params.id);
    return demandJson(ctx, await findReceivedDemand(ctx.db, id, userId), ASSIGNEE);
  });

  app.get<IdParams>('/api/received-demands/:id/completed/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const demand = await completeDemand(ctx, parseId(request.params.id), userId);
    return demandJson(ctx, demand, ASSIGNEE);
  });

  app.delete<IdParams>('/api/received-demands/:id/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    await deleteReceivedDemand(ctx, parseId(request.params.id), userId);
    return reply.code(204).send();
  });
}
