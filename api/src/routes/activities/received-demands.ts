import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sessionOf } from '../../lib/authenticate';
import { paginate, readPageParams } from '../../lib/pagination';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { paginated } from '../../lib/schema/responses';
import { demandJson, demandsJson } from '../../serializers/demand';
import { findReceivedDemand, parseId } from '../../services/activities/access';
import {
  completeDemand,
  deleteReceivedDemand,
} from '../../services/activities/colleague-transitions';
import { ASSIGNEE_FILTERS, listReceivedDemands } from '../../services/activities/lists';
import { Demand, IdParams, listQuery } from './schemas';

const ASSIGNEE = { kind: 'assignee' } as const;
const TAGS = ['Incarichi'];

/** The assignee's endpoints: received-demands/. */
export function registerReceivedDemandRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = (summary: string) => ({
    summary,
    tags: TAGS,
    security: TOKEN_AUTH,
    params: IdParams,
    response: { 200: Demand },
  });

  api.get(
    '/api/received-demands/',
    {
      schema: {
        summary: 'Gli incarichi assegnati a chi è collegato',
        tags: TAGS,
        security: TOKEN_AUTH,
        querystring: listQuery(ASSIGNEE_FILTERS),
        response: { 200: paginated(Demand) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const page = readPageParams(request.query);
      const now = ctx.clock();
      const list = await listReceivedDemands(ctx.db, userId, request.query, page, now);
      const items = list.rows.map((demand) => ({ demand, view: ASSIGNEE }));
      const results = await demandsJson(ctx, items, list.context);
      return paginate(request, page, list.total, results);
    },
  );

  api.get(
    '/api/received-demands/:id/',
    { schema: byId('Un incarico assegnato') },
    async (request) => {
      const { userId } = sessionOf(request);
      const id = parseId(request.params.id);
      return demandJson(ctx, await findReceivedDemand(ctx.db, id, userId), ASSIGNEE);
    },
  );

  api.get(
    '/api/received-demands/:id/completed/',
    { schema: byId('Segna come completato un incarico assegnato') },
    async (request) => {
      const { userId } = sessionOf(request);
      const demand = await completeDemand(ctx, parseId(request.params.id), userId);
      return demandJson(ctx, demand, ASSIGNEE);
    },
  );

  api.delete(
    '/api/received-demands/:id/',
    {
      schema: {
        summary: 'Elimina un incarico dalla propria lista',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: IdParams,
        response: { 204: z.null().meta({ description: 'Eliminato.' }) },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      await deleteReceivedDemand(ctx, parseId(request.params.id), userId);
      return reply.code(204).send(null);
    },
  );
}
