import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sessionOf } from '../../lib/authenticate';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { rowRef, strictObject } from '../../lib/schema/fields';
import { orderAmount } from '../../lib/schema/learning-fields';
import {
  captureSandboxOrder,
  createSandboxOrder,
  getSandboxOrder,
} from '../../payments/sandbox-orders';
import { LEARNING_MSG } from '../../services/learning/messages';
import { SandboxOrder, SandboxOrderDetail } from './schemas';

const TAGS = ['Pagamenti (sandbox)'];
const IdParams = z.object({ id: z.string().meta({ description: "Id dell'ordine." }) });

const CreateOrderBody = strictObject({
  item_id: rowRef(LEARNING_MSG.item),
  amount: orderAmount(),
});

/** The sandbox's stand-in for PayPal's Orders API (used when no PayPal client id is set). */
export function registerSandboxPaypalOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/sandbox/paypal/orders/',
    {
      schema: {
        summary: 'Crea un ordine PayPal di prova per un corso',
        tags: TAGS,
        security: TOKEN_AUTH,
        body: CreateOrderBody,
        response: { 201: SandboxOrder },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { item_id: itemId, amount } = request.body;
      const order = await createSandboxOrder(ctx, userId, {
        itemId,
        valueCents: amount.value,
        taxCents: amount.tax,
      });
      return reply.code(201).send(order);
    },
  );

  api.get(
    '/api/sandbox/paypal/orders/:id/',
    {
      schema: {
        summary: 'Un ordine PayPal di prova',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: IdParams,
        response: { 200: SandboxOrderDetail },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return getSandboxOrder(ctx, userId, request.params.id);
    },
  );

  api.post(
    '/api/sandbox/paypal/orders/:id/capture/',
    {
      schema: {
        summary: 'Approva e incassa un ordine PayPal di prova',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: IdParams,
        response: { 200: SandboxOrder },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return captureSandboxOrder(ctx, userId, request.params.id);
    },
  );
}
