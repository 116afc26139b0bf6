import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/authenticate';
import {
  captureSandboxOrder,
  createSandboxOrder,
  getSandboxOrder,
} from '../../payments/sandbox-orders';

interface IdParams {
  Params: { id: string };
}

/** The sandbox's stand-in for PayPal's Orders API (used when no PayPal client id is set). */
export function registerSandboxPaypalOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/sandbox/paypal/orders/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    return reply.code(201).send(await createSandboxOrder(ctx, userId, request.body));
  });

  app.get<IdParams>('/api/sandbox/paypal/orders/:id/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    return getSandboxOrder(ctx, userId, request.params.id);
  });

  app.post<IdParams>('/api/sandbox/paypal/orders/:id/capture/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    return captureSandboxOrder(ctx, userId, request.params.id);
  });
}
