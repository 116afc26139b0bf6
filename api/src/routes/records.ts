import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authenticate } from '../lib/authenticate';
import { paginate, readPageParams } from '../lib/pagination';
import { recordJson } from '../serializers/record';
import { createRecord, listRecords, openSharedRecord } from '../services/records';

export function registerRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/records/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const page = readPageParams(request.query);
    const { total, rows } = await listRecords(ctx.db, userId, request.query, page);
    const results = rows.map((row) => recordJson(row, userId, ctx.webUrl));
    return paginate(request, page, total, results);
  });

  // No body: a record has nothing to fill in (it cannot be edited once created).
  app.post('/api/records/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    const row = await createRecord(ctx, userId);
    return reply.code(201).send(recordJson(row, userId, ctx.webUrl));
  });

  app.post('/api/records/open/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const row = await openSharedRecord(ctx, userId, request.body);
    return recordJson(row, userId, ctx.webUrl);
  });
}
