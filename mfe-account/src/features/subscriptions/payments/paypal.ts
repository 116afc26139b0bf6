import { serverErrorMessage } from '@colleghi/shared/platform';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/messages';
import { buildActivationUrl } from '../../../domain/subscriptions/activation-url';
import { createPaypalSetupToken } from '../../../api/subscriptions';
import type { PurchaseChoice } from '../../../domain/subscriptions/activation-url';
import { activationParams } from '../utils/purchase-choice';
import { createHandoffToken } from './handoff';
import { redirectTo } from './redirect';

/** Marks the cancel return, so the activation page goes back to the plan instead of activating. */
export const PAYPAL_CANCELLED_PARAM = 'paypal_cancelled';

/** null when the browser is on its way to PayPal; else the message to show (null after a 5xx). */
export type PaypalStartError = { message: string | null } | null;

/**
 * PayPal: ask the server for a setup token (it prices the order and talks to PayPal, or to its
 * offline sandbox), then open the approval page (the second link) in this window. PayPal comes
 * back to /subscription-activate with &token={setup token id}, on approval and on cancel alike.
 * The return URL's auth_token is a handoff token asked for right now, never the session key:
 * PayPal, the server's records and the browser history all see that URL.
 */
export async function startPaypalCheckout(
  choice: PurchaseChoice,
  origin: string = window.location.origin,
): Promise<PaypalStartError> {
  const handoff = await createHandoffToken(choice.payment_type_id);
  if (!handoff.data) {
    if (handoff.error500) return { message: null };
    return { message: serverErrorMessage(handoff.error, SUBSCRIPTION_MESSAGES.paymentFailed) };
  }
  const returnUrl = buildActivationUrl(
    activationParams(choice, handoff.data.token, 'paypal'),
    origin,
  );
  const result = await createPaypalSetupToken({
    ...choice,
    return_url: returnUrl,
    cancel_url: `${returnUrl}&${PAYPAL_CANCELLED_PARAM}=1`,
  });
  const approve = result.data?.links[1]?.href;
  if (approve) {
    redirectTo(approve);
    return null;
  }
  if (result.error500) return { message: null };
  return { message: serverErrorMessage(result.error, SUBSCRIPTION_MESSAGES.paymentFailed) };
}
