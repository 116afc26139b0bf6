import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sessionOf } from '../../lib/authenticate';
import { ValidationError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { paginate, readPageParams } from '../../lib/pagination';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { requiredBool, strictObject } from '../../lib/schema/fields';
import { paginated } from '../../lib/schema/responses';
import { demandJson, demandsJson } from '../../serializers/demand';
import { findOwnDemand, parseId } from '../../services/activities/access';
import { createDemand } from '../../services/activities/create-demand';
import type { DemandCreateBody, SentDemand } from '../../services/activities/demand-input';
import { demandCreateBody } from '../../services/activities/demand-input';
import { REQUESTER_FILTERS, listOwnDemands } from '../../services/activities/lists';
import {
  annulDemand,
  assignDemand,
  deleteDemand,
  markDemandPaid,
  stopDelay,
} from '../../services/activities/requester-transitions';
import { Demand, IdParams, listQuery } from './schemas';

const REQUESTER = { kind: 'requester' } as const;
const TAGS = ['Incarichi'];

/** Only the "Non estendere la ricerca" switch is writable: { is_delayed: false }. */
const StopDelayBody = strictObject({
  is_delayed: requiredBool().refine((value) => value === false, { error: MSG.stopDelayOnly }),
});

/**
 * The body of a route declared with attachValidation: as the schema read it, or as sent with
 * the schema's errors, which the handler reports after its own checks (the old order).
 */
function schemaErrors(request: FastifyRequest) {
  const error = request.validationError;
  if (!error) return undefined;
  if (error instanceof ValidationError) return error;
  throw error;
}

function sentDemand(request: FastifyRequest, body: DemandCreateBody): SentDemand {
  const invalid = schemaErrors(request);
  return invalid ? { raw: body, schemaErrors: invalid.errors } : { body };
}

/** The requester's endpoints: demands/ and temp-demands/. */
export function registerDemandRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const CreateBody = demandCreateBody(ctx.clock);
  const byId = (summary: string) => ({
    summary,
    tags: TAGS,
    security: TOKEN_AUTH,
    params: IdParams,
    response: { 200: Demand },
  });

  // The database's rules (the rows referred to, the requester's role) are reported together
  // with the body's: attachValidation hands the schema's errors to the handler.
  api.post(
    '/api/demands/',
    {
      attachValidation: true,
      schema: {
        summary: 'Crea una richiesta di incarico e invita i colleghi adatti',
        tags: TAGS,
        security: TOKEN_AUTH,
        body: CreateBody,
        response: { 201: Demand },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const demand = await createDemand(ctx, userId, sentDemand(request, request.body), {
        temp: false,
      });
      return reply.code(201).send(await demandJson(ctx, demand, REQUESTER));
    },
  );

  // The guest's demand, sent with the key that auth/light-register/ just returned.
  api.post(
    '/api/temp-demands/',
    {
      attachValidation: true,
      schema: {
        summary: "Crea la richiesta dell'ospite appena registrato",
        tags: TAGS,
        security: TOKEN_AUTH,
        body: CreateBody,
        response: { 201: Demand },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const demand = await createDemand(ctx, userId, sentDemand(request, request.body), {
        temp: true,
      });
      return reply.code(201).send(await demandJson(ctx, demand, REQUESTER));
    },
  );

  api.get(
    '/api/demands/',
    {
      schema: {
        summary: 'Le richieste fatte da chi è collegato',
        description:
          'Prima le richieste ancora aperte, la più vicina in cima; poi le altre, dalla data ' +
          'di attività più recente.',
        tags: TAGS,
        security: TOKEN_AUTH,
        querystring: listQuery(REQUESTER_FILTERS),
        response: { 200: paginated(Demand) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const page = readPageParams(request.query);
      const now = ctx.clock();
      const { total, rows, context } = await listOwnDemands(
        ctx.db,
        userId,
        request.query,
        page,
        now,
      );
      const items = rows.map((demand) => ({ demand, view: REQUESTER }));
      const results = await demandsJson(ctx, items, context);
      return paginate(request, page, total, results);
    },
  );

  api.get('/api/demands/:id/', { schema: byId('Una richiesta fatta') }, async (request) => {
    const { userId } = sessionOf(request);
    const id = parseId(request.params.id);
    return demandJson(ctx, await findOwnDemand(ctx.db, id, userId, ctx.clock()), REQUESTER);
  });

  // A demand that is not the caller's is a 404 before its body is looked at.
  api.put(
    '/api/demands/:id/',
    {
      attachValidation: true,
      schema: {
        ...byId("Disattiva l'estensione della ricerca a competenze simili"),
        body: StopDelayBody,
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const id = parseId(request.params.id);
      await findOwnDemand(ctx.db, id, userId, ctx.clock());
      const invalid = schemaErrors(request);
      if (invalid) throw invalid;
      return demandJson(ctx, await stopDelay(ctx, id, userId), REQUESTER);
    },
  );

  api.delete(
    '/api/demands/:id/',
    {
      schema: {
        summary: 'Elimina una richiesta annullata, scaduta o pagata',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: IdParams,
        response: { 204: z.null().meta({ description: 'Eliminata.' }) },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      await deleteDemand(ctx, parseId(request.params.id), userId);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/demands/:id/annulled/',
    { schema: byId('Annulla una richiesta') },
    async (request) => {
      const { userId } = sessionOf(request);
      const demand = await annulDemand(ctx, parseId(request.params.id), userId);
      return demandJson(ctx, demand, REQUESTER);
    },
  );

  api.get(
    '/api/demands/:id/invitations/:candidateId/assign/',
    {
      schema: {
        ...byId('Assegna la richiesta a un candidato che ha accettato'),
        params: z.object({ id: z.string(), candidateId: z.string() }),
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const id = parseId(request.params.id);
      const candidateId = parseId(request.params.candidateId);
      const demand = await assignDemand(ctx, id, candidateId, userId);
      return demandJson(ctx, demand, REQUESTER);
    },
  );

  api.get(
    '/api/demands/:id/paid/',
    { schema: byId('Segna come pagata una richiesta completata') },
    async (request) => {
      const { userId } = sessionOf(request);
      const demand = await markDemandPaid(ctx, parseId(request.params.id), userId);
      return demandJson(ctx, demand, REQUESTER);
    },
  );
}
