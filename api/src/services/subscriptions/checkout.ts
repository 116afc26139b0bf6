import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { lockUser } from '../../db/locks';
import { checkouts, coupons } from '../../db/schema';
import type { PaymentProviderName } from '../../db/schema';
import { centsToDecimal } from '@colleghi/rules';
import { z } from 'zod';
import { HttpError, ValidationError, addError, detailError, hasErrors } from '../../lib/errors';
import type { ErrorTree } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { ProviderError } from '../../payments/provider';
import type { Activation, CheckoutRow } from './activation';
import {
  activateBankTransfer,
  activateCheckout,
  findBankTransfer,
  failCheckout,
  findActivation,
  findCheckout,
  refusalMessage,
  settleRefund,
} from './activation';
import type { Catalog, CatalogType } from './catalog';
import { loadCatalog } from './catalog';
import { findGuessedCoupon, normalizeCode } from './coupons';
import { SUB_MSG } from './messages';
import { nullableLooseObject } from '../../lib/schema/checkout-fields';
import { nullableText, requiredText } from '../../lib/schema/fields';
import type { PricedOrder, RawOrder, SentBody } from './order';
import {
  assertCanBuy,
  orderDescription,
  orderShape,
  paymentMethodField,
  priceOrder,
  rawOrder,
} from './order';

const notAuthorized = () => new HttpError(400, { message: SUB_MSG.notAuthorized });
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkoutValues(order: PricedOrder, provider: PaymentProviderName) {
  return {
    method: order.method,
    provider,
    paymentTypeId: order.type.row.id,
    planId: order.plan.id,
    variantId: order.variant?.id ?? null,
    cityId: order.cityId,
    couponId: order.coupon?.id ?? null,
    sdi: order.sdi,
    monthlyCents: order.monthlyCents,
    planCents: order.planCents,
    amountCents: order.amountCents,
    vatCents: order.vatCents,
  };
}

function charge(order: PricedOrder) {
  return {
    amountCents: order.amountCents,
    vatCents: order.vatCents,
    description: orderDescription(order),
  };
}

async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError)
      throw new HttpError(400, { message: SUB_MSG.providerError });
    throw error;
  }
}

/** A coupon code sent with an order is a guess too, counted per user with validation's limit. */
async function countCouponGuess(ctx: AppContext, userId: number, code: string | null | undefined) {
  if (!code) return;
  await findGuessedCoupon(ctx, code, [
    { scope: 'coupon-user', key: `user:${userId}`, rule: ctx.rateLimit.couponIp },
  ]);
}

type Fields<Shape extends z.ZodRawShape> = { [K in keyof Shape]: z.output<Shape[K]> };

/** The body of stripe/create/: the order and the provider's payment method. */
export const cardCheckoutShape = {
  ...orderShape,
  payment_method_id: requiredText({ max: 255 }).meta({
    description: 'Il metodo di pagamento creato dal provider (Stripe.js).',
  }),
};
export type CardCheckoutFields = Fields<typeof cardCheckoutShape>;

/** POST stripe/create/: validates and prices the order, then opens a card intent for it. */
export async function createCardCheckout(
  ctx: AppContext,
  userId: number,
  { fields, errors }: SentBody<CardCheckoutFields>,
) {
  const now = ctx.clock();
  const paymentMethodId = fields.payment_method_id;
  const order = rawOrder(fields);
  await countCouponGuess(ctx, userId, order.code);
  if (order.method && order.method !== 'credit_card')
    addError(errors, ['payment_method'], MSG.invalidChoice);
  const catalog = await loadCatalog(ctx.db);
  const sandbox = ctx.payments.card.name === 'sandbox' ? ctx.payments.sandbox : null;
  if (paymentMethodId && sandbox && !(await sandbox.hasPaymentMethod(paymentMethodId))) {
    addError(errors, ['payment_method_id'], SUB_MSG.paymentMethodId);
  }
  const priced = await priceOrder(ctx.db, catalog, order, errors, now);
  await assertCanBuy(ctx.db, userId, priced, catalog, now);
  const intent = await providerCall(() =>
    ctx.payments.card.createIntent({
      ...charge(priced),
      paymentMethodId: paymentMethodId as string,
    }),
  );
  await ctx.db.insert(checkouts).values({
    ...checkoutValues(priced, ctx.payments.card.name),
    userId,
    providerReference: intent.id,
    createdAt: now,
    updatedAt: now,
  });
  return {
    id: intent.id,
    client_secret: intent.clientSecret,
    amount: centsToDecimal(priced.amountCents),
    vat: centsToDecimal(priced.vatCents),
  };
}

async function ownCheckout(
  ctx: AppContext,
  userId: number,
  provider: PaymentProviderName,
  reference: string,
): Promise<CheckoutRow | null> {
  const [row] = await ctx.db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.provider, provider),
        eq(checkouts.providerReference, reference),
        eq(checkouts.userId, userId),
      ),
    );
  return row ?? null;
}

export type Settled =
  | { status: 'pending' }
  | { status: 'successful'; activation: Activation }
  | { status: 'failed'; message: string | null };

async function settledFromRow(ctx: AppContext, checkout: CheckoutRow): Promise<Settled | null> {
  if (checkout.status === 'activated') {
    const activation = await findActivation(ctx.db, checkout.id);
    if (activation) return { status: 'successful', activation };
  }
  if (checkout.status === 'failed') return { status: 'failed', message: checkout.message };
  return null;
}

/**
 * Where a card checkout stands: asks the provider while it is pending, and activates once the
 * provider reports the payment succeeded (one activation however many polls race). A paid
 * intent whose activation is refused (the type is already held, the coupon ran out) is
 * recorded as owing a refund before the refund is asked for: it is never kept.
 */
async function settleCard(ctx: AppContext, checkout: CheckoutRow): Promise<Settled> {
  const reference = checkout.providerReference as string;
  const refund = () => providerCall(() => ctx.payments.card.refund(reference));
  if (checkout.refundStatus === 'due') await settleRefund(ctx, checkout.id, refund);
  const known = await settledFromRow(ctx, checkout);
  if (known) return known;
  const now = ctx.clock();
  const state = await providerCall(() => ctx.payments.card.retrieveIntent(reference));
  if (state.status === 'pending') return { status: 'pending' };
  if (state.status === 'failed') {
    await failCheckout(ctx.db, checkout.id, 'pending', state.message, now);
  } else {
    const outcome = await activateCheckout(ctx, checkout.id, 'pending');
    if (outcome.kind === 'activated')
      return { status: 'successful', activation: outcome.activation };
    if (outcome.kind === 'refused') {
      const message = refusalMessage(outcome.error);
      if (await failCheckout(ctx.db, checkout.id, 'pending', message, now, 'due')) {
        await settleRefund(ctx, checkout.id, refund);
      }
    }
  }
  return (
    (await settledFromRow(ctx, await findCheckout(ctx.db, checkout.id))) ?? { status: 'pending' }
  );
}

/** GET stripe/payment-intents/{id}/ */
export async function intentStatus(ctx: AppContext, userId: number, intentId: string) {
  const checkout = await ownCheckout(ctx, userId, ctx.payments.card.name, intentId);
  if (!checkout || checkout.method !== 'credit_card') throw detailError(404, MSG.notFound);
  const settled = await settleCard(ctx, checkout);
  return {
    id: intentId,
    status: settled.status,
    subscription_id: settled.status === 'successful' ? settled.activation.subscription.id : null,
    message: settled.status === 'failed' ? settled.message : null,
  };
}

/** The PayPal return and cancel URLs must lead back to the web app. */
function readAppUrl(
  value: string | undefined,
  errors: ErrorTree,
  key: string,
  origins: readonly string[],
): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (origins.includes(url.origin) && (url.protocol === 'http:' || url.protocol === 'https:')) {
      return value;
    }
  } catch {
    // Reported below.
  }
  addError(errors, [key], SUB_MSG.returnUrl);
  return undefined;
}

/**
 * A return or cancel URL as the checkout row keeps it (a record, never followed): without the
 * value of `auth_token`, the credential the activation page exchanges. Only the provider needs
 * the whole URL, to send the payer back.
 */
export function withoutCredential(value: string): string {
  const url = new URL(value);
  if (!url.searchParams.has('auth_token')) return value;
  url.searchParams.delete('auth_token');
  return url.toString();
}

const appUrl = (description: string) => requiredText({ max: 2000 }).meta({ description });

/** The body of paypal/setup-tokens/: the order and where PayPal sends the payer back. */
export const paypalCheckoutShape = {
  ...orderShape,
  // The method is implied; a client may still send it.
  payment_method: paymentMethodField().optional(),
  return_url: appUrl("Dove torna chi approva il pagamento (un indirizzo dell'app)."),
  cancel_url: appUrl("Dove torna chi annulla il pagamento (un indirizzo dell'app)."),
};
export type PaypalCheckoutFields = Fields<typeof paypalCheckoutShape>;

/** POST paypal/setup-tokens/: a setup token for the priced order, approved by the payer. */
export async function createPaypalCheckout(
  ctx: AppContext,
  userId: number,
  { fields, errors }: SentBody<PaypalCheckoutFields>,
  apiBase: string,
) {
  const now = ctx.clock();
  const returnUrl = readAppUrl(fields.return_url, errors, 'return_url', ctx.appOrigins);
  const cancelUrl = readAppUrl(fields.cancel_url, errors, 'cancel_url', ctx.appOrigins);
  // Absent is PayPal; null or blank is refused by the schema (and then not in fields).
  const method =
    fields.payment_method ?? ('payment_method' in errors ? undefined : ('paypal' as const));
  const order = rawOrder({ ...fields, payment_method: method });
  await countCouponGuess(ctx, userId, order.code);
  if (order.method && order.method !== 'paypal')
    addError(errors, ['payment_method'], MSG.invalidChoice);
  const catalog = await loadCatalog(ctx.db);
  const priced = await priceOrder(ctx.db, catalog, order, errors, now);
  await assertCanBuy(ctx.db, userId, priced, catalog, now);
  const token = await providerCall(() =>
    ctx.payments.paypal.createSetupToken({
      ...charge(priced),
      returnUrl: returnUrl as string,
      cancelUrl: cancelUrl as string,
      apiBase,
    }),
  );
  await ctx.db.insert(checkouts).values({
    ...checkoutValues(priced, ctx.payments.paypal.name),
    userId,
    providerReference: token.id,
    returnUrl: withoutCredential(returnUrl as string),
    cancelUrl: withoutCredential(cancelUrl as string),
    createdAt: now,
    updatedAt: now,
  });
  return {
    id: token.id,
    links: [
      { rel: 'self' as const, href: token.selfUrl },
      { rel: 'approve' as const, href: token.approveUrl },
    ],
    amount: centsToDecimal(priced.amountCents),
    vat: centsToDecimal(priced.vatCents),
  };
}

/** The activation request must be the order that was paid for. */
async function assertSameOrder(
  ctx: AppContext,
  checkout: CheckoutRow,
  typeId: number,
  raw: RawOrder,
) {
  let code: string | null = null;
  if (checkout.couponId !== null) {
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.id, checkout.couponId));
    code = coupon?.code ?? null;
  }
  const same =
    checkout.paymentTypeId === typeId &&
    checkout.planId === raw.planId &&
    checkout.variantId === (raw.variantId ?? null) &&
    checkout.cityId === (raw.cityId ?? null) &&
    code === (raw.code ? normalizeCode(raw.code) : null);
  if (!same) throw new HttpError(400, { message: SUB_MSG.orderMismatch });
}

/** A concurrent activation holds the checkout (capturing): wait for its outcome. */
async function waitForOutcome(ctx: AppContext, checkoutId: number): Promise<CheckoutRow> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const row = await findCheckout(ctx.db, checkoutId);
    if (row.status !== 'processing') return row;
    await sleep(50);
  }
  throw new HttpError(409, { detail: SUB_MSG.inProgress });
}

function activationOrError(settled: Settled): Activation {
  if (settled.status === 'successful') return settled.activation;
  if (settled.status === 'failed') {
    throw new HttpError(400, { message: settled.message ?? SUB_MSG.notAuthorized });
  }
  throw notAuthorized();
}

/** A capture older than this is taken as interrupted: it no longer holds the user's others. */
const CAPTURE_WINDOW_MS = 2 * 60 * 1000;
const CLAIM_ATTEMPTS = 5;

/**
 * Claims an approved PayPal checkout for its capture, under the user's lock: the rules are
 * checked against what the user holds and against the user's other capture in flight (waited
 * for, then checked again), so a second subscription of a held type is refused before any
 * money moves. False when another request claimed this checkout first, even where that one
 * has already activated it.
 */
async function claimForCapture(
  ctx: AppContext,
  userId: number,
  checkoutId: number,
  type: CatalogType,
  catalog: Catalog,
): Promise<boolean> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const now = ctx.clock();
    const outcome = await ctx.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      // Another request may have claimed, or already activated, this very checkout since the
      // caller read it: that one's outcome is the answer, before the rules see what it bought.
      const [own] = await tx
        .select({ status: checkouts.status })
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId));
      if (own?.status !== 'pending') return { busy: null, claimed: false };
      const [busy] = await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.userId, userId),
            eq(checkouts.status, 'processing'),
            ne(checkouts.id, checkoutId),
            gt(checkouts.updatedAt, new Date(now.getTime() - CAPTURE_WINDOW_MS)),
          ),
        )
        .limit(1);
      if (busy) return { busy: busy.id, claimed: false };
      await assertCanBuy(tx, userId, { type }, catalog, now);
      const claimed = await tx
        .update(checkouts)
        .set({ status: 'processing', updatedAt: now })
        .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'pending')))
        .returning({ id: checkouts.id });
      return { busy: null, claimed: claimed.length > 0 };
    });
    if (outcome.busy === null) return outcome.claimed;
    await waitForOutcome(ctx, outcome.busy);
  }
  throw new HttpError(409, { detail: SUB_MSG.inProgress });
}

async function activatePaypal(ctx: AppContext, userId: number, checkout: CheckoutRow) {
  const now = ctx.clock();
  let row = checkout;
  if (row.status === 'processing') row = await waitForOutcome(ctx, row.id);
  const known = await settledFromRow(ctx, row);
  if (known) return activationOrError(known);
  const reference = row.providerReference as string;
  const state = await providerCall(() => ctx.payments.paypal.setupTokenState(reference));
  if (state !== 'approved') throw notAuthorized();
  const catalog = await loadCatalog(ctx.db);
  const type = catalog.byId.get(row.paymentTypeId);
  if (!type) throw notAuthorized();
  // Claim before charging: only one request captures the money, and only if it may buy.
  if (!(await claimForCapture(ctx, userId, row.id, type, catalog))) {
    const after = await waitForOutcome(ctx, row.id);
    return activationOrError((await settledFromRow(ctx, after)) ?? { status: 'pending' });
  }
  let captured;
  try {
    captured = await ctx.payments.paypal.capture(reference, {
      amountCents: row.amountCents,
      vatCents: row.vatCents,
      description: `${type.row.title}`,
    });
  } catch (error) {
    await failCheckout(ctx.db, row.id, 'processing', SUB_MSG.notAuthorized, now);
    if (error instanceof ProviderError) throw notAuthorized();
    throw error;
  }
  if (!captured.ok) {
    await failCheckout(
      ctx.db,
      row.id,
      'processing',
      captured.message ?? SUB_MSG.notAuthorized,
      now,
    );
    throw new HttpError(400, { message: captured.message ?? SUB_MSG.notAuthorized });
  }
  const outcome = await activateCheckout(ctx, row.id, 'processing');
  if (outcome.kind === 'activated') return outcome.activation;
  if (outcome.kind === 'refused') {
    const message = refusalMessage(outcome.error);
    await failCheckout(ctx.db, row.id, 'processing', message, now, 'due');
    await settleRefund(ctx, row.id, () =>
      providerCall(() => ctx.payments.paypal.refund(captured.reference)),
    );
    throw outcome.error;
  }
  const after = await findCheckout(ctx.db, row.id);
  return activationOrError((await settledFromRow(ctx, after)) ?? { status: 'pending' });
}

/** The body of payment-types/{id}/activate/: the order paid for, and its proof. */
export const activationShape = {
  ...orderShape,
  payment_type_id: z
    .unknown()
    .optional()
    .meta({ description: 'Ignorato: il tipo è quello del percorso.' }),
  setup_token: nullableText({ max: 255 }).meta({
    description: "Il setup token PayPal approvato, o l'intent della carta pagato.",
  }),
  idempotency_key: nullableText({ max: 64 }).meta({
    description: 'Bonifico: un UUID scelto dal client, la stessa chiave per ogni tentativo.',
  }),
  // Card details are never stored: the provider holds them.
  payment_details: nullableLooseObject().meta({ description: 'Ignorato.' }),
};
export type ActivationFields = Fields<typeof activationShape>;

/**
 * POST payment-types/{id}/activate/: PayPal (approved setup token), card (succeeded intent) or
 * bank transfer (client idempotency key). Idempotent on the token, intent or key.
 */
export async function activateSubscription(
  ctx: AppContext,
  userId: number,
  typeId: number,
  { fields, errors }: SentBody<ActivationFields>,
): Promise<Activation> {
  const now = ctx.clock();
  const catalog = await loadCatalog(ctx.db);
  if (!catalog.byId.has(typeId)) throw detailError(404, MSG.notFound);
  // The type is the path's: a payment_type_id sent too is ignored.
  const order = rawOrder({ ...fields, payment_type_id: undefined }, typeId);
  await countCouponGuess(ctx, userId, order.code);
  const setupToken = fields.setup_token;
  const key = fields.idempotency_key;
  if (order.method === 'bank_transfer') {
    if (!key) addError(errors, ['idempotency_key'], MSG.required);
    else if (!UUID_RE.test(key)) addError(errors, ['idempotency_key'], SUB_MSG.idempotencyKey);
    const validKey = key && UUID_RE.test(key) ? key.toLowerCase() : null;
    const replayOf = async () => (validKey ? findBankTransfer(ctx.db, userId, validKey) : null);
    // A replay answers before any check: the first call may have used the last coupon.
    const replay = await replayOf();
    if (replay) return replay;
    try {
      const priced = await priceOrder(ctx.db, catalog, order, errors, now);
      await assertCanBuy(ctx.db, userId, priced, catalog, now);
      return await activateBankTransfer(ctx, userId, validKey as string, {
        ...checkoutValues(priced, 'bank'),
        providerReference: null,
      });
    } catch (error) {
      // The same key sent twice at once: the first one's activation is this one's answer too,
      // even where it took what the checks above then found missing (the type, the coupon).
      const late = await replayOf();
      if (late) return late;
      throw error;
    }
  }
  if (order.method && !setupToken && !('setup_token' in errors)) {
    addError(errors, ['setup_token'], MSG.required);
  }
  if (hasErrors(errors) || !order.method || !setupToken) throw new ValidationError(errors);
  const provider = order.method === 'paypal' ? ctx.payments.paypal.name : ctx.payments.card.name;
  const checkout = await ownCheckout(ctx, userId, provider, setupToken);
  if (!checkout || checkout.method !== order.method) throw notAuthorized();
  await assertSameOrder(ctx, checkout, typeId, order);
  if (order.method === 'paypal') return activatePaypal(ctx, userId, checkout);
  return activationOrError(await settleCard(ctx, checkout));
}
