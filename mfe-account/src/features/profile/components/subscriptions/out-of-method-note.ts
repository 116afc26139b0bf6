import { PAYMENT_METHOD_LABELS } from '../../../../domain/subscriptions/offers';
import type { Subscription } from '@colleghi/api-contract';

/** Why some plans are missing: the server refuses a plan the payment method cannot pay. */
export function outOfMethodNote(sub: Subscription, noneLeft = false): string {
  const method = `il metodo di pagamento dell’abbonamento (${PAYMENT_METHOD_LABELS[sub.payment_method]})`;
  return noneLeft
    ? `Nessun altro piano è disponibile con ${method}.`
    : `Sono elencati solo i piani disponibili con ${method}.`;
}
