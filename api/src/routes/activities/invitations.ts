import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/authenticate';
import { paginate, readPageParams } from '../../lib/pagination';
import { invitationsJson } from '../../serializers/demand';
import { findOwnInvitation, parseId } from '../../services/activities/access';
import {
  answerInvitation,
  deleteInvitation,
} from '../../services/activities/colleague-transitions';
import { listOwnInvitations } from '../../services/activities/lists';

type IdParams = { Params: { id: string } };

/** The invited colleague's endpoints: invitations/received/. */
export function registerInvitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/invitations/received/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const page = readPageParams(request.query);
    const now = ctx.clock();
    const list = await listOwnInvitations(ctx.db, userId, request.query, page, now);
    return paginate(request, page, list.total, await invitationsJson(ctx, list.rows, list.context));
  });

  app.get<IdParams>('/api/invitations/received/:id/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const id = parseId(request.params.id);
    const pair = await findOwnInvitation(ctx.db, id, userId, ctx.clock());
    const [json] = await invitationsJson(ctx, [pair]);
    return json;
  });

  for (const [action, answer] of [
    ['accept', 'ACCEPTED'],
    ['reject', 'REJECTED'],
  ] as const) {
    app.get<IdParams>(`/api/invitations/received/:id/${action}/`, async (request) => {
      const { userId } = await authenticate(ctx, request);
      const pair = await answerInvitation(ctx, parseId(request.params.id), userId, answer);
      const [json] = await invitationsJson(ctx, [pair]);
      return json;
    });
  }

  app.delete<IdParams>('/api/invitations/received/:id/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    await deleteInvitation(ctx, parseId(request.params.id), userId);
    return reply.code(204).send();
  });
}
