import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/authenticate';
import { BodyReader } from '../../lib/body-reader';
import { MSG } from '../../lib/messages';
import { paginate, readPageParams } from '../../lib/pagination';
import { demandJson, demandsJson } from '../../serializers/demand';
import { findOwnDemand, parseId } from '../../services/activities/access';
import { createDemand } from '../../services/activities/create-demand';
import { listOwnDemands } from '../../services/activities/lists';
import {
  annulDemand,
  assignDemand,
  deleteDemand,
  markDemandPaid,
  stopDelay,
} from '../../services/activities/requester-transitions';

type IdParams = { Params: { id: string } };
const REQUESTER = { kind: 'requester' } as const;

/** The requester's endpoints: demands/ and temp-demands/. */
export function registerDemandRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/demands/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    const demand = await createDemand(ctx, userId, request.body, { temp: false });
    return reply.code(201).send(await demandJson(ctx, demand, REQUESTER));
  });

  // The guest's demand, sent with the key that auth/light-register/ just returned.
  app.post('/api/temp-demands/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    const demand = await createDemand(ctx, userId, request.body, { temp: true });
    return reply.code(201).send(await demandJson(ctx, demand, REQUESTER));
  });

  app.get('/api/demands/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const page = readPageParams(request.query);
    const now = ctx.clock();
    const { total, rows, context } = await listOwnDemands(ctx.db, userId, request.query, page, now);
    const items = rows.map((demand) => ({ demand, view: REQUESTER }));
    const results = await demandsJson(ctx, items, context);
    return paginate(request, page, total, results);
  });

  app.get<IdParams>('/api/demands/:id/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const id = parseId(request.params.id);
    return demandJson(ctx, await findOwnDemand(ctx.db, id, userId, ctx.clock()), REQUESTER);
  });

  app.put<IdParams>('/api/demands/:id/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const id = parseId(request.params.id);
    await findOwnDemand(ctx.db, id, userId, ctx.clock());
    // Only the "Non estendere la ricerca" switch is writable: { is_delayed: false }.
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(['is_delayed']);
    const isDelayed = body.bool('is_delayed', { required: true });
    if (isDelayed === true) body.error('is_delayed', MSG.stopDelayOnly);
    body.throwIfErrors();
    return demandJson(ctx, await stopDelay(ctx, id, userId), REQUESTER);
  });

  app.delete<IdParams>('/api/demands/:id/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    await deleteDemand(ctx, parseId(request.params.id), userId);
    return reply.code(204).send();
  });

  app.get<IdParams>('/api/demands/:id/annulled/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const demand = await annulDemand(ctx, parseId(request.params.id), userId);
    return demandJson(ctx, demand, REQUESTER);
  });

  app.get<{ Params: { id: string; candidateId: string } }>(
    '/api/demands/:id/invitations/:candidateId/assign/',
    async (request) => {
      const { userId } = await authenticate(ctx, request);
      const id = parseId(request.params.id);
      const candidateId = parseId(request.params.candidateId);
      const demand = await assignDemand(ctx, id, candidateId, userId);
      return demandJson(ctx, demand, REQUESTER);
    },
  );

  app.get<IdParams>('/api/demands/:id/paid/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const demand = await markDemandPaid(ctx, parseId(request.params.id), userId);
    return demandJson(ctx, demand, REQUESTER);
  });
}
