import { useEffect, useRef, useState } from 'react';
import { serverErrorMessage, showToast } from '@colleghi/shared/platform';
import { accountChanged } from '../../../api/account-changed';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/messages';
import { createCardIntent } from '../../../api/subscriptions';
import type { PurchaseChoice } from '../../../domain/subscriptions/activation-url';
import type { CardPaymentHandle } from '../payments/card-provider';
import { pollPaymentIntent } from './poll-payment-intent';
import type { Subscription } from '@colleghi/api-contract';

export const STILL_PROCESSING =
  'Il pagamento è ancora in elaborazione. Controlla tra qualche minuto i tuoi abbonamenti.';

export type CardPhase = 'idle' | 'paying' | 'polling';

function toastError(message: string) {
  showToast({ message, severity: 'error' });
}

/**
 * Card purchase: payment method → intent → confirm → poll the status
 * every second. Success reloads the user (badges, flags) and hands over the new subscription.
 */
export function useCardPayment(onSucceeded: (subscription: Subscription | null) => void) {
  const [phase, setPhase] = useState<CardPhase>('idle');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const pay = async (handle: CardPaymentHandle, choice: PurchaseChoice): Promise<void> => {
    setPhase('paying');
    const method = await handle.createPaymentMethod();
    if ('error' in method) {
      toastError(method.error);
      setPhase('idle');
      return;
    }
    const intent = await createCardIntent({
      ...choice,
      payment_method_id: method.id,
      payment_method: 'credit_card',
    });
    if (!intent.data) {
      if (!intent.error500) {
        toastError(serverErrorMessage(intent.error, SUBSCRIPTION_MESSAGES.paymentFailed));
      }
      setPhase('idle');
      return;
    }
    const confirmation = await handle.confirmCardPayment(intent.data.id, intent.data.client_secret);
    if (confirmation.status === 'failed' || confirmation.error) {
      // The provider's own words for a refused card ("La carta è stata rifiutata.").
      toastError(confirmation.error ?? SUBSCRIPTION_MESSAGES.paymentFailed);
      setPhase('idle');
      return;
    }
    setPhase('polling');
    const outcome = await pollPaymentIntent(intent.data.id, () => alive.current);
    if (outcome.status === 'abandoned') return;
    if (outcome.status === 'successful') {
      const user = await accountChanged();
      const subscription =
        user?.subscriptions.find((entry) => entry.id === outcome.subscriptionId) ?? null;
      onSucceeded(subscription);
      return;
    }
    if (outcome.status === 'pending') showToast({ message: STILL_PROCESSING, severity: 'info' });
    else if (!outcome.shown) toastError(SUBSCRIPTION_MESSAGES.paymentFailed);
    if (alive.current) setPhase('idle');
  };

  return { phase, pay };
}
