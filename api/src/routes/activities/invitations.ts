import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sessionOf } from '../../lib/authenticate';
import { paginate, readPageParams } from '../../lib/pagination';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { paginated } from '../../lib/schema/responses';
import { invitationsJson } from '../../serializers/demand';
import { findOwnInvitation, parseId } from '../../services/activities/access';
import {
  answerInvitation,
  deleteInvitation,
} from '../../services/activities/colleague-transitions';
import { CANDIDATE_FILTERS, listOwnInvitations } from '../../services/activities/lists';
import { IdParams, Invitation, listQuery } from './schemas';

const TAGS = ['Incarichi'];

/** The invited colleague's endpoints: invitations/received/. */
export function registerInvitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = (summary: string) => ({
    summary,
    tags: TAGS,
    security: TOKEN_AUTH,
    params: IdParams,
    response: { 200: Invitation },
  });

  api.get(
    '/api/invitations/received/',
    {
      schema: {
        summary: 'Gli inviti ricevuti da chi è collegato',
        description:
          'Prima gli inviti ancora in gioco (nuovi o accettati, su una richiesta aperta), il più ' +
          'vicino in cima; poi gli altri, dalla data di attività più recente.',
        tags: TAGS,
        security: TOKEN_AUTH,
        querystring: listQuery(CANDIDATE_FILTERS),
        response: { 200: paginated(Invitation) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const page = readPageParams(request.query);
      const now = ctx.clock();
      const list = await listOwnInvitations(ctx.db, userId, request.query, page, now);
      const results = await invitationsJson(ctx, list.rows, list.context);
      return paginate(request, page, list.total, results);
    },
  );

  api.get(
    '/api/invitations/received/:id/',
    { schema: byId('Un invito ricevuto') },
    async (request) => {
      const { userId } = sessionOf(request);
      const id = parseId(request.params.id);
      const pair = await findOwnInvitation(ctx.db, id, userId, ctx.clock());
      const [json] = await invitationsJson(ctx, [pair]);
      return json;
    },
  );

  for (const [action, answer, summary] of [
    ['accept', 'ACCEPTED', 'Accetta un invito'],
    ['reject', 'REJECTED', 'Rifiuta un invito'],
  ] as const) {
    api.get(
      `/api/invitations/received/:id/${action}/`,
      { schema: byId(summary) },
      async (request) => {
        const { userId } = sessionOf(request);
        const pair = await answerInvitation(ctx, parseId(request.params.id), userId, answer);
        const [json] = await invitationsJson(ctx, [pair]);
        return json;
      },
    );
  }

  api.delete(
    '/api/invitations/received/:id/',
    {
      schema: {
        summary: 'Elimina un invito dalla propria lista',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: IdParams,
        response: { 204: z.null().meta({ description: 'Eliminato.' }) },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      await deleteInvitation(ctx, parseId(request.params.id), userId);
      return reply.code(204).send(null);
    },
  );
}
