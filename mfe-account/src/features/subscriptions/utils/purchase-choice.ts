import { DEFAULT_SDI } from '@colleghi/rules';
import type {
  ActivationParams,
  PurchaseChoice,
} from '../../../domain/subscriptions/activation-url';
import type { PurchaseState } from '../purchase-state';
import type { PaymentMethod } from '@colleghi/api-contract';

/** What identifies the purchase for the server (which prices it again on its own). */
export function purchaseChoice(purchase: PurchaseState, planId: number): PurchaseChoice {
  const sdi = purchase.sdi.trim();
  return {
    payment_type_id: purchase.paymentType.id,
    plan_id: planId,
    payment_variant_id: purchase.variantId,
    code: purchase.promo?.code ?? null,
    sdi: sdi === '' ? DEFAULT_SDI : sdi.toUpperCase(),
    city_id: purchase.paymentType.type === 'professional' ? (purchase.city?.id ?? null) : null,
  };
}

/**
 * The query of /subscription-activate for a choice. `auth_token` is a handoff token
 * (auth/handoff/) bound to this activation, never the session key (docs/ARCHITECTURE.md, "No
 * session key in a URL").
 */
export function activationParams(
  choice: PurchaseChoice,
  handoffToken: string,
  method: PaymentMethod,
  idempotencyKey: string | null = null,
): Omit<ActivationParams, 'token'> {
  return {
    auth_token: handoffToken,
    subscription_id: choice.payment_type_id,
    plan_id: choice.plan_id,
    payment_method: method,
    variant_id: choice.payment_variant_id,
    discount_code: choice.code,
    city_id: choice.city_id,
    sdi: choice.sdi,
    idempotency_key: idempotencyKey,
  };
}
