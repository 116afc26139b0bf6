import { request } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';

/**
 * Handoff tokens: what the activation URLs carry in `auth_token` instead of the session key.
 * Short-lived and single-use, bound to the payment type being bought; the activation page
 * exchanges one for a session key.
 */
export const HANDOFF_PURPOSE = 'subscription-activate';

export interface HandoffToken {
  token: string;
  expires_at: string;
}

/** POST auth/handoff/: a token for the activation of `subscriptionId` (the payment type). */
export function createHandoffToken(subscriptionId: number): Promise<ApiResult<HandoffToken>> {
  return request<HandoffToken>({
    method: 'POST',
    url: 'auth/handoff/',
    data: { purpose: HANDOFF_PURPOSE, subscription_id: subscriptionId },
  });
}

/**
 * POST auth/handoff/exchange/: the session key the token stands for. Sent with this browser's
 * key when there is one, so the same user keeps the session already open here. In the
 * background: the activation page shows its own error.
 */
export function exchangeHandoffToken(
  token: string,
  subscriptionId: number,
): Promise<ApiResult<{ key: string }>> {
  return request<{ key: string }>({
    method: 'POST',
    url: 'auth/handoff/exchange/',
    data: { token, purpose: HANDOFF_PURPOSE, subscription_id: subscriptionId },
    background: true,
  });
}
