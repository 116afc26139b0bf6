import { request } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';
import type {
  CardCheckout,
  CardIntentStatus,
  CouponResult,
  Page,
  PaymentRecord,
  PaypalSetupToken,
  Plan,
  RequestBody,
  ResponseBody,
  SandboxIntentConfirmation,
  SandboxPaymentMethod,
  Subscription,
  SubscriptionActivation,
} from '@colleghi/api-contract';

// Subscriptions, plans and payments. Amounts are never sent: the server prices every purchase.

/** The catalogue; guests may call it (the token goes along when there is one). */
export function getPaymentTypesInfo(): Promise<
  ApiResult<ResponseBody<'/api/payment-types/info/', 'get'>>
> {
  return request<ResponseBody<'/api/payment-types/info/', 'get'>>({ url: 'payment-types/info/' });
}

/** Monthly price of a type for a city (the type's price when the city has none). 404 unknown. */
export function getCityPrice(
  typeId: number,
  cityId: number,
): Promise<ApiResult<ResponseBody<'/api/payment-types/{id}/city/{cityId}/', 'get'>>> {
  return request<ResponseBody<'/api/payment-types/{id}/city/{cityId}/', 'get'>>({
    url: `payment-types/${typeId}/city/${cityId}/`,
  });
}

export function getProfessionalCityPrice(
  cityId: number,
): Promise<ApiResult<ResponseBody<'/api/payment-variants/professional-city/{cityId}/', 'get'>>> {
  return request<ResponseBody<'/api/payment-variants/professional-city/{cityId}/', 'get'>>({
    url: `payment-variants/professional-city/${cityId}/`,
  });
}

/** The "I am a lawyer or a trainee" declaration professional activation requires. */
export function sendProfessionalStatement(): Promise<
  ApiResult<ResponseBody<'/api/payment-variants/professional-form/', 'post'>>
> {
  return request<ResponseBody<'/api/payment-variants/professional-form/', 'post'>>({
    method: 'POST',
    url: 'payment-variants/professional-form/',
    data: { statement: true },
  });
}

/** Second city of a professional subscription; null clears it. */
export function changeCity(
  paymentId: number,
  cityId: number | null,
): Promise<ApiResult<ResponseBody<'/api/payment-variants/change-city/', 'put'>>> {
  return request<ResponseBody<'/api/payment-variants/change-city/', 'put'>>({
    method: 'PUT',
    url: 'payment-variants/change-city/',
    data: { payment_id: paymentId, city_id: cityId },
  });
}

/** 200 CouponResult, or 400 { message } (unknown, expired, wrong plan, used up). */
export function validateCoupon(
  code: string,
  typeId: number,
  planId: number,
): Promise<ApiResult<CouponResult>> {
  return request<CouponResult>({
    url: `coupon-codes/${encodeURIComponent(code.trim())}/validate/${typeId}/`,
    params: { plan_id: planId },
  });
}

export function createCardIntent(
  body: RequestBody<'/api/stripe/create/', 'post'>,
): Promise<ApiResult<CardCheckout>> {
  return request<CardCheckout>({ method: 'POST', url: 'stripe/create/', data: body });
}

/** Polled every second; successful also means the subscription is active. */
export function getPaymentIntent(id: string): Promise<ApiResult<CardIntentStatus>> {
  return request<CardIntentStatus>({
    url: `stripe/payment-intents/${encodeURIComponent(id)}/`,
  });
}

export function createPaypalSetupToken(
  body: RequestBody<'/api/paypal/setup-tokens/', 'post'>,
): Promise<ApiResult<PaypalSetupToken>> {
  return request<PaypalSetupToken>({ method: 'POST', url: 'paypal/setup-tokens/', data: body });
}

/** 201 first time, 200 with the same body when replayed (same setup token or idempotency key). */
export function activateSubscription(
  typeId: number,
  body: RequestBody<'/api/payment-types/{id}/activate/', 'post'>,
): Promise<ApiResult<SubscriptionActivation>> {
  return request<SubscriptionActivation>({
    method: 'POST',
    url: `payment-types/${typeId}/activate/`,
    data: body,
  });
}

/** All active plans of the subscription's type, the current one included. */
export function getPlansInfo(paymentId: number): Promise<ApiResult<Plan[]>> {
  return request<Plan[]>({ url: `payments/${paymentId}/plans-info/` });
}

/** Sets next_plan: the new plan applies at renewal. */
export function changePlan(paymentId: number, planId: number): Promise<ApiResult<Subscription>> {
  return request<Subscription>({
    method: 'PUT',
    url: `payments/${paymentId}/change-plan/`,
    data: { plan_id: planId },
  });
}

/** Stops the renewal; the subscription runs to expire_at. 400 { detail } while renewing. */
export function cancelSubscription(paymentId: number): Promise<ApiResult<Subscription>> {
  return request<Subscription>({ method: 'POST', url: `payments/${paymentId}/cancel/` });
}

/** Newest first. */
export function getPaymentRecords(page = 1): Promise<ApiResult<Page<PaymentRecord>>> {
  return request<Page<PaymentRecord>>({ url: 'payments/records/', params: { page } });
}

// The offline sandbox provider stands in for Stripe.js: like the real provider it gets no token.

/** 200 { id: 'pm_sandbox_…' } or 400 { error: { message } }. */
export function createSandboxPaymentMethod(
  card: RequestBody<'/api/sandbox/payment-methods/', 'post'>,
): Promise<ApiResult<SandboxPaymentMethod>> {
  return request<SandboxPaymentMethod>({
    method: 'POST',
    url: 'sandbox/payment-methods/',
    data: card,
    auth: false,
  });
}

export function confirmSandboxCardPayment(
  intentId: string,
  clientSecret: string,
): Promise<ApiResult<SandboxIntentConfirmation>> {
  return request<SandboxIntentConfirmation>({
    method: 'POST',
    url: `sandbox/payment-intents/${encodeURIComponent(intentId)}/confirm/`,
    data: { client_secret: clientSecret },
    auth: false,
  });
}
