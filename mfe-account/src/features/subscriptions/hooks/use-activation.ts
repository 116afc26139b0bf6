import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@colleghi/shared/router';
import {
  SUBSCRIPTION_MESSAGES,
  activateSubscription,
  activationRequest,
  getAuthToken,
  loadCurrentUser,
  parseActivationParams,
  serverErrorMessage,
  showToast,
  startSession,
  useSetAtom,
} from '@colleghi/shared';
import { PAYPAL_CANCELLED_PARAM } from '../payments/paypal';
import { purchaseAtom } from '../purchase-state';
import { activatedMessage } from '../utils/texts';

export const PAYPAL_CANCELLED_MESSAGE =
  'Pagamento PayPal annullato. Puoi scegliere di nuovo come pagare.';
export const ACTIVATION_ERROR_PATH = '/dashboard?subscription_error=1';

/**
 * Runs the activation the URL describes, once: PayPal's return (with &token=) or a bank transfer
 * (with its idempotency key). A replay of the same URL is safe: the server answers 200 with the
 * same subscription.
 */
export function useActivation(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const setPurchase = useSetAtom(purchaseAtom);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(location.search);

    if (query.has(PAYPAL_CANCELLED_PARAM)) {
      showToast({ message: PAYPAL_CANCELLED_MESSAGE, severity: 'info' });
      navigate('/subscription-plan', { replace: true });
      return;
    }

    const fail = (message: string | null) => {
      if (message) showToast({ message, severity: 'error' });
      navigate(ACTIVATION_ERROR_PATH, { replace: true });
    };

    // A link without auth_token still works for whoever is signed in in this browser.
    const stored = getAuthToken();
    if (!query.get('auth_token') && stored) query.set('auth_token', stored);
    const params = parseActivationParams(query);
    if (!params) {
      fail(SUBSCRIPTION_MESSAGES.paymentFailed);
      return;
    }

    void (async () => {
      // The provider's return may land in a tab without the session: the URL carries the token.
      if (params.auth_token !== getAuthToken() && !(await startSession(params.auth_token))) {
        // The key was refused (the session is gone) or the API is unreachable.
        fail(SUBSCRIPTION_MESSAGES.paymentFailed);
        return;
      }
      const { typeId, body } = activationRequest(params);
      const result = await activateSubscription(typeId, body);
      if (!result.data) {
        fail(
          result.error500
            ? null
            : serverErrorMessage(result.error, SUBSCRIPTION_MESSAGES.paymentFailed),
        );
        return;
      }
      const { subscription } = result.data;
      await loadCurrentUser();
      setPurchase(null);
      showToast({ message: activatedMessage(subscription.title), severity: 'success' });
      navigate('/dashboard', { replace: true, state: { subscription } });
    })();
  }, [location.search, navigate, setPurchase]);
}
