import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { sessionOf } from '../lib/authenticate';
import { MSG } from '../lib/messages';
import { paginate, readPageParams } from '../lib/pagination';
import { queryChoice } from '../lib/schema/query';
import { TOKEN_AUTH } from '../lib/schema/fastify';
import { nullableText, strictObject } from '../lib/schema/fields';
import { pageQuery, paginated } from '../lib/schema/responses';
import { recordJson } from '../serializers/record';
import type { RecordFilter } from '../services/records';
import {
  RECORD_FILTERS,
  createRecord,
  listRecords,
  openSharedRecord,
  shareIdFromLink,
} from '../services/records';

const TAGS = ['Verbali'];

const Record = z
  .object({
    id: z.number().int(),
    identifier: z.string().meta({ description: 'VRB-<anno>-<numero progressivo>.' }),
    created_at: z.string(),
    code: z.string().meta({ description: 'Il codice da comunicare a chi apre il verbale.' }),
    link: z.string().meta({ description: "L'indirizzo del verbale nell'app web." }),
    mine: z.boolean().meta({ description: 'Se il verbale è stato creato da chi chiede.' }),
  })
  .meta({ id: 'RecordItem' });

const RecordListQuery = z.object({
  ...pageQuery,
  filter: queryChoice(
    RECORD_FILTERS,
    'Quali verbali: all (predefinito), created (creati da me), shared (aperti).',
  )
    .transform((raw) => raw?.trim().toLowerCase() || 'all')
    .refine((filter) => (RECORD_FILTERS as readonly string[]).includes(filter), {
      error: MSG.invalidChoice,
    }),
});

/** Whether the code is needed, and right, depends on the record: the service checks it. */
const OpenRecordBody = strictObject({
  link: nullableText({ max: 2000 })
    .transform((link, check) => {
      const shareId = link ? shareIdFromLink(link) : null;
      if (!shareId) check.addIssue({ code: 'custom', message: MSG.recordLink });
      return shareId ?? z.NEVER;
    })
    .meta({ description: "Il link del verbale (…/records?shared=<uuid>) o l'uuid da solo." }),
  code: nullableText({ max: 20 }).meta({
    description: 'Il codice del verbale; non serve per un verbale che si possiede già.',
  }),
});

export function registerRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/records/',
    {
      schema: {
        summary: 'I verbali creati o aperti, dal più recente',
        tags: TAGS,
        security: TOKEN_AUTH,
        querystring: RecordListQuery,
        response: { 200: paginated(Record) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const page = readPageParams(request.query);
      const filter = request.query.filter as RecordFilter;
      const { total, rows } = await listRecords(ctx.db, userId, filter, page);
      const results = rows.map((row) => recordJson(row, userId, ctx.webUrl));
      return paginate(request, page, total, results);
    },
  );

  // No body: a record has nothing to fill in (it cannot be edited once created).
  api.post(
    '/api/records/',
    {
      schema: {
        summary: 'Crea un verbale con identificativo e codice',
        tags: TAGS,
        security: TOKEN_AUTH,
        response: { 201: Record },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const row = await createRecord(ctx, userId);
      return reply.code(201).send(recordJson(row, userId, ctx.webUrl));
    },
  );

  api.post(
    '/api/records/open/',
    {
      schema: {
        summary: 'Apre un verbale condiviso con il suo link e il suo codice',
        tags: TAGS,
        security: TOKEN_AUTH,
        body: OpenRecordBody,
        response: { 200: Record },
      },
      // The rate limit is checked before the body: a caller over it gets 429 whatever it sends.
      attachValidation: true,
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const invalid = request.validationError;
      const row = await openSharedRecord(ctx, userId, () => {
        if (invalid) throw invalid;
        return { shareId: request.body.link, code: request.body.code };
      });
      return recordJson(row, userId, ctx.webUrl);
    },
  );
}
