import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/authenticate';
import { loadUserJson } from '../../serializers/user';
import { paymentRecordJson } from '../../serializers/subscription';
import { loadCatalog, pathId } from '../../services/subscriptions/catalog';
import {
  activateSubscription,
  createCardCheckout,
  createPaypalCheckout,
  intentStatus,
} from '../../services/subscriptions/checkout';
import { subscriptionOut } from '../../services/subscriptions/manage';

/** The API's own origin as the client reached it (links to the sandbox approval page). */
export function apiOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/stripe/create/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    return createCardCheckout(ctx, userId, request.body);
  });

  app.get<{ Params: { id: string } }>('/api/stripe/payment-intents/:id/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    return intentStatus(ctx, userId, request.params.id);
  });

  app.post('/api/paypal/setup-tokens/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    return createPaypalCheckout(ctx, userId, request.body, apiOrigin(request));
  });

  app.post<{ Params: { id: string } }>(
    '/api/payment-types/:id/activate/',
    async (request, reply) => {
      const { userId } = await authenticate(ctx, request);
      const typeId = pathId(request.params.id);
      const activation = await activateSubscription(ctx, userId, typeId, request.body);
      const catalog = await loadCatalog(ctx.db);
      return reply.code(activation.created ? 201 : 200).send({
        subscription: await subscriptionOut(ctx.db, activation.subscription, catalog),
        payment: paymentRecordJson(activation.record),
        user: await loadUserJson(ctx.db, userId, ctx.clock(), { catalog }),
      });
    },
  );
}
