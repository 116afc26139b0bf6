import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sessionOf } from '../../lib/authenticate';
import { MSG } from '../../lib/messages';
import { paginate, readPageParams } from '../../lib/pagination';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { rowRef, strictObject } from '../../lib/schema/fields';
import { pageQuery, paginated } from '../../lib/schema/responses';
import { paymentRecordJson } from '../../serializers/subscription';
import { pathId } from '../../services/subscriptions/catalog';
import {
  cancelSubscription,
  changeCity,
  changePlan,
  listPaymentRecords,
  plansInfo,
} from '../../services/subscriptions/manage';
import { SUB_MSG } from '../../services/subscriptions/messages';
import { PaymentRecord, Plan, Subscription, pathIdParam } from './schemas';

const TAGS = ['Abbonamenti'];
const IdParams = z.object({ id: pathIdParam() });

const ChangePlanBody = strictObject({ plan_id: rowRef(SUB_MSG.plan) });

const ChangeCityBody = strictObject({
  payment_id: rowRef(),
  /** Required, but null (or '') clears the second city. */
  city_id: z.union([rowRef(MSG.city), z.literal('').transform(() => null)]).nullable(),
});

const ChangeCityResult = z.object({
  result: z.enum(['cleared', 'immediate', 'next_renewal', 'charge_now']),
  charged: z.string(),
  subscription: Subscription,
});

/** The user's subscriptions ("payments"): records, plans, plan change, cancel, second city. */
export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/payments/records/',
    {
      schema: {
        summary: 'Pagamenti registrati dell’utente, dal più recente',
        tags: TAGS,
        security: TOKEN_AUTH,
        querystring: z.object(pageQuery),
        response: { 200: paginated(PaymentRecord) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const page = readPageParams(request.query);
      const { total, rows } = await listPaymentRecords(ctx.db, userId, page);
      return paginate(request, page, total, rows.map(paymentRecordJson));
    },
  );

  api.get(
    '/api/payments/:id/plans-info/',
    {
      schema: {
        summary: 'Piani disponibili per un abbonamento, al suo prezzo',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: IdParams,
        response: { 200: z.array(Plan) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return plansInfo(ctx, userId, pathId(request.params.id));
    },
  );

  api.put(
    '/api/payments/:id/change-plan/',
    {
      schema: {
        summary: 'Cambia il piano al prossimo rinnovo',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: IdParams,
        body: ChangePlanBody,
        response: { 200: Subscription },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return changePlan(ctx, userId, pathId(request.params.id), request.body.plan_id);
    },
  );

  for (const method of ['POST', 'GET'] as const) {
    api.route({
      method,
      url: '/api/payments/:id/cancel/',
      schema: {
        summary: 'Disdice un abbonamento (resta attivo fino alla scadenza)',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: IdParams,
        response: { 200: Subscription },
      },
      handler: async (request) => {
        const { userId } = sessionOf(request);
        return cancelSubscription(ctx, userId, pathId(request.params.id));
      },
    });
  }

  api.put(
    '/api/payment-variants/change-city/',
    {
      schema: {
        summary: 'Cambia o toglie la seconda città di Professional',
        tags: TAGS,
        security: TOKEN_AUTH,
        body: ChangeCityBody,
        response: { 200: ChangeCityResult },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return changeCity(ctx, userId, request.body.payment_id, request.body.city_id);
    },
  );
}
