import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { PaymentKeys } from '../../payments/provider';
import { sandboxOrderSource } from '../../payments/sandbox-orders';
import type { PaypalOrderSource } from '../../services/learning/orders';
import { paypalRestOrderSource } from '../../services/learning/paypal-orders';
import { registerCourseCatalogRoutes } from './catalog';
import { registerSandboxPaypalOrderRoutes } from './sandbox-paypal-orders';

/** PayPal's REST API when PayPal keys are configured, the offline sandbox otherwise. */
export function learningOrderSource(keys: PaymentKeys = {}): PaypalOrderSource {
  if (!keys.paypalClientId || !keys.paypalSecret) return sandboxOrderSource;
  return paypalRestOrderSource({
    clientId: keys.paypalClientId,
    secret: keys.paypalSecret,
    apiBase: keys.paypalApiBase,
  });
}

/**
 * Courses (issue 6): the training shop. The sandbox's PayPal order endpoints exist only when
 * the sandbox is the order source.
 */
export function registerLearningRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  orders: PaypalOrderSource = sandboxOrderSource,
): void {
  registerCourseCatalogRoutes(app, ctx, orders);
  if (orders === sandboxOrderSource) registerSandboxPaypalOrderRoutes(app, ctx);
}
