import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from '@colleghi/shared/router';
import {
  getAuthToken,
  serverErrorMessage,
  showToast,
  startSession,
  useSetAtom,
} from '@colleghi/shared/platform';
import { accountChanged } from '../../../api/account-changed';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/messages';
import { activateSubscription } from '../../../api/subscriptions';
import {
  activationRequest,
  parseActivationParams,
} from '../../../domain/subscriptions/activation-url';
import { PAYPAL_CANCELLED_PARAM } from '../payments/paypal';
import { exchangeHandoffToken } from '../payments/handoff';
import { purchaseAtom } from '../purchase-state';
import { activatedMessage } from '../utils/texts';

export const PAYPAL_CANCELLED_MESSAGE =
  'Pagamento PayPal annullato. Puoi scegliere di nuovo come pagare.';
export const ACTIVATION_ERROR_PATH = '/dashboard?subscription_error=1';
/** When the exchange fails without a message of the server's (a 5xx). */
export const HANDOFF_FAILED_MESSAGE =
  'Non è stato possibile verificare il link di attivazione: accedi di nuovo per continuare.';

/** The link could not be used: what to say, and the same activation without its used token. */
export interface ActivationFailure {
  message: string;
  /** The activation URL without auth_token: once signed in, it runs with the new session. */
  retryPath: string;
}

function withoutAuthToken(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('auth_token');
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Runs the activation the URL describes, once: PayPal's return (with &token=) or a bank transfer
 * (with its idempotency key). A replay of the same URL is safe: the server answers 200 with the
 * same subscription. The URL's auth_token is a single-use handoff token, exchanged for the
 * session key first (a browser still holding a link with its own key goes on with it); the
 * answer is the failure to show when that exchange is refused, else null.
 */
export function useActivation(): ActivationFailure | null {
  const location = useLocation();
  const navigate = useNavigate();
  const setPurchase = useSetAtom(purchaseAtom);
  const started = useRef(false);
  const [failure, setFailure] = useState<ActivationFailure | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(location.search);

    if (query.has(PAYPAL_CANCELLED_PARAM)) {
      showToast({ message: PAYPAL_CANCELLED_MESSAGE, severity: 'info' });
      navigate('/subscription-plan', { replace: true });
      return;
    }

    // The message belongs to the dashboard the user lands on: the navigation is committed first,
    // so the toast never shows over this page while the address is still its own.
    const fail = (message: string | null) => {
      flushSync(() => navigate(ACTIVATION_ERROR_PATH, { replace: true }));
      if (message) showToast({ message, severity: 'error' });
    };

    // A link without auth_token still works for whoever is signed in in this browser.
    const stored = getAuthToken();
    if (!query.get('auth_token') && stored) query.set('auth_token', stored);
    const params = parseActivationParams(query);
    if (!params) {
      // Still inside the effect, where React cannot flush: the plain order does.
      showToast({ message: SUBSCRIPTION_MESSAGES.paymentFailed, severity: 'error' });
      navigate(ACTIVATION_ERROR_PATH, { replace: true });
      return;
    }

    void (async () => {
      if (params.auth_token !== getAuthToken()) {
        // The provider's return may land in a tab without the session: the URL carries a
        // handoff token for this activation, which the server trades once for a session key.
        const exchanged = await exchangeHandoffToken(params.auth_token, params.subscription_id);
        const retryPath = withoutAuthToken(location.pathname, location.search);
        if (!exchanged.data) {
          setFailure({
            message: exchanged.error500
              ? HANDOFF_FAILED_MESSAGE
              : serverErrorMessage(exchanged.error, HANDOFF_FAILED_MESSAGE),
            retryPath,
          });
          return;
        }
        // Used up: a reload must not present it again (and the history keeps no token).
        navigate(retryPath, { replace: true });
        const { key } = exchanged.data;
        if (key !== getAuthToken() && !(await startSession(key))) {
          // The new session was refused at once (it ended meanwhile) or the API is unreachable.
          fail(SUBSCRIPTION_MESSAGES.paymentFailed);
          return;
        }
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
      await accountChanged();
      setPurchase(null);
      showToast({ message: activatedMessage(subscription.title), severity: 'success' });
      navigate('/dashboard', { replace: true, state: { subscription } });
    })();
  }, [location.pathname, location.search, navigate, setPurchase]);

  return failure;
}
