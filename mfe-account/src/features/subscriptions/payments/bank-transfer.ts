import { serverErrorMessage } from '@colleghi/shared/platform';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/messages';
import { buildActivationUrl } from '../../../domain/subscriptions/activation-url';
import type { PurchaseChoice } from '../../../domain/subscriptions/activation-url';
import { activationParams } from '../utils/purchase-choice';
import { createHandoffToken } from './handoff';

/** A v4 uuid; randomUUID is missing outside secure contexts, getRandomValues is not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Where the bank transfer goes next, or the message to show (null after a 5xx). */
export type BankTransferStart = { path: string } | { path: null; message: string | null };

/**
 * Bank transfer needs no provider: straight to the activation page, with a fresh idempotency key
 * so a reload of that page activates once, and a handoff token for this activation in auth_token
 * (never the session key: the URL stays in the history; docs/ARCHITECTURE.md, "No session key in
 * a URL").
 */
export async function bankTransferActivationPath(
  choice: PurchaseChoice,
): Promise<BankTransferStart> {
  const handoff = await createHandoffToken(choice.payment_type_id);
  if (!handoff.data) {
    return {
      path: null,
      message: handoff.error500
        ? null
        : serverErrorMessage(handoff.error, SUBSCRIPTION_MESSAGES.paymentFailed),
    };
  }
  return {
    path: buildActivationUrl(
      activationParams(choice, handoff.data.token, 'bank_transfer', newIdempotencyKey()),
    ),
  };
}
