import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sessionOf } from '../../lib/authenticate';
import { ValidationError, detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { strictObject } from '../../lib/schema/fields';
import { schemaErrors, validFields } from '../../lib/schema/users-fields';
import { loadUserJson } from '../../serializers/user';
import { paymentRecordJson } from '../../serializers/subscription';
import { loadCatalog, pathId } from '../../services/subscriptions/catalog';
import {
  activateSubscription,
  activationShape,
  cardCheckoutShape,
  createCardCheckout,
  createPaypalCheckout,
  intentStatus,
  paypalCheckoutShape,
} from '../../services/subscriptions/checkout';
import { subscriptionOut } from '../../services/subscriptions/manage';
import type { SentBody } from '../../services/subscriptions/order';
import { User } from '../users/user-response';
import { PaymentRecord, Subscription, pathIdParam } from './schemas';

const TAGS = ['Abbonamenti'];

const money = () => z.string().meta({ description: 'Importo in euro, es. "12.50".' });

const CardCheckout = z
  .object({
    id: z.string().meta({ description: "L'intent della carta." }),
    client_secret: z.string(),
    amount: money(),
    vat: money(),
  })
  .meta({ id: 'CardCheckout' });

const IntentStatus = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'successful', 'failed']),
    subscription_id: z.number().int().nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'CardIntentStatus' });

const PaypalSetupToken = z
  .object({
    id: z.string(),
    links: z.array(z.object({ rel: z.enum(['self', 'approve']), href: z.string() })),
    amount: money(),
    vat: money(),
  })
  .meta({ id: 'PaypalSetupToken' });

const Activation = z
  .object({ subscription: Subscription, payment: PaymentRecord, user: User })
  .meta({ id: 'SubscriptionActivation' });

/** The API's own origin as the client reached it (links to the sandbox approval page). */
export function apiOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * A body read with attachValidation: the fields valid on their own and the schema's errors, so
 * the checks that need the database still run and one answer lists every problem (as before).
 */
function sentBody<T>(request: FastifyRequest, shape: z.ZodRawShape): SentBody<T> {
  const refused = request.validationError;
  if (!refused) return { fields: request.body as Partial<T>, errors: {} };
  if (!(refused instanceof ValidationError)) throw refused;
  return {
    fields: validFields(shape, request.body) as Partial<T>,
    errors: schemaErrors(refused),
  };
}

export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/stripe/create/',
    {
      attachValidation: true,
      schema: {
        summary: "Prezza l'ordine e apre il pagamento con carta",
        tags: TAGS,
        security: TOKEN_AUTH,
        body: strictObject(cardCheckoutShape),
        response: { 200: CardCheckout },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return createCardCheckout(ctx, userId, sentBody(request, cardCheckoutShape));
    },
  );

  api.get(
    '/api/stripe/payment-intents/:id/',
    {
      schema: {
        summary: 'Lo stato di un pagamento con carta (attiva l’abbonamento quando è riuscito)',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: z.object({ id: z.string().meta({ description: "L'intent della carta." }) }),
        response: { 200: IntentStatus },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return intentStatus(ctx, userId, request.params.id);
    },
  );

  api.post(
    '/api/paypal/setup-tokens/',
    {
      attachValidation: true,
      schema: {
        summary: "Prezza l'ordine e apre l'approvazione PayPal",
        tags: TAGS,
        security: TOKEN_AUTH,
        body: strictObject(paypalCheckoutShape),
        response: { 200: PaypalSetupToken },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const sent = sentBody(request, paypalCheckoutShape);
      return createPaypalCheckout(ctx, userId, sent, apiOrigin(request));
    },
  );

  api.post(
    '/api/payment-types/:id/activate/',
    {
      attachValidation: true,
      schema: {
        summary: 'Attiva un abbonamento pagato (PayPal, carta o bonifico)',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: z.object({ id: pathIdParam() }),
        body: strictObject(activationShape),
        response: { 200: Activation, 201: Activation },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const typeId = pathId(request.params.id);
      const activation = await activateSubscription(
        ctx,
        userId,
        typeId,
        sentBody(request, activationShape),
      );
      const catalog = await loadCatalog(ctx.db);
      const user = await loadUserJson(ctx.db, userId, ctx.clock(), { catalog });
      if (!user) throw detailError(404, MSG.notFound);
      return reply.code(activation.created ? 201 : 200).send({
        subscription: await subscriptionOut(ctx.db, activation.subscription, catalog),
        payment: paymentRecordJson(activation.record),
        user,
      });
    },
  );
}
