import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/authenticate';
import { paginate, readPageParams } from '../../lib/pagination';
import { paymentRecordJson } from '../../serializers/subscription';
import { pathId } from '../../services/subscriptions/catalog';
import {
  cancelSubscription,
  changeCity,
  changePlan,
  listPaymentRecords,
  plansInfo,
} from '../../services/subscriptions/manage';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** The user's subscriptions ("payments"): records, plans, plan change, cancel, second city. */
export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/payments/records/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const page = readPageParams(request.query);
    const { total, rows } = await listPaymentRecords(ctx.db, userId, page);
    return paginate(request, page, total, rows.map(paymentRecordJson));
  });

  app.get('/api/payments/:id/plans-info/', async (request: IdRequest) => {
    const { userId } = await authenticate(ctx, request);
    return plansInfo(ctx, userId, pathId(request.params.id));
  });

  app.put('/api/payments/:id/change-plan/', async (request: IdRequest) => {
    const { userId } = await authenticate(ctx, request);
    return changePlan(ctx, userId, pathId(request.params.id), request.body);
  });

  const cancel = async (request: IdRequest, reply: FastifyReply) => {
    const { userId } = await authenticate(ctx, request);
    return reply.send(await cancelSubscription(ctx, userId, pathId(request.params.id)));
  };
  app.post('/api/payments/:id/cancel/', cancel);
  app.get('/api/payments/:id/cancel/', cancel);

  app.put('/api/payment-variants/change-city/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    return changeCity(ctx, userId, request.body);
  });
}
