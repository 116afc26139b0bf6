import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { professionalStatements, profiles } from '../../db/schema';
import type { PaymentMethod } from '../../db/schema';
import {
  DEFAULT_SDI,
  applyPromo,
  isEmail,
  monthlyCents,
  planCents,
  vatCents,
} from '@colleghi/rules';
import type { z } from 'zod';
import { HttpError, ValidationError, addError, hasErrors } from '../../lib/errors';
import type { ErrorTree } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { normalizeEmail } from '../../lib/rules';
import { nullableRowId } from '../../lib/schema/checkout-fields';
import { nullableText, requiredText, rowId } from '../../lib/schema/fields';
import { activeSubscriptions, flagsOf, MAX_PURCHASED_SKILLS } from './active';
import type { Catalog, CatalogType, PlanRow, VariantRow } from './catalog';
import { REPEATABLE_TYPES, VARIANT_TYPES, cityMonthlyCents, findCity } from './catalog';
import type { CouponRow } from './coupons';
import { couponProblem, findCoupon, promoOf } from './coupons';
import { SUB_MSG } from './messages';

const METHODS: readonly PaymentMethod[] = ['paypal', 'credit_card', 'bank_transfer'];

/** One of the payment methods; any other text is "not a valid choice". */
export function paymentMethodField() {
  return requiredText()
    .refine((raw): raw is PaymentMethod => (METHODS as readonly string[]).includes(raw), {
      error: MSG.invalidChoice,
    })
    .meta({ enum: [...METHODS] }) as unknown as z.ZodType<PaymentMethod, string>;
}

/**
 * The order fields shared by stripe/create/, paypal/setup-tokens/ and activate/ (formats only:
 * whether the rows exist and fit together is priceOrder's).
 */
export const orderShape = {
  payment_type_id: rowId(SUB_MSG.paymentType),
  plan_id: rowId(SUB_MSG.plan),
  payment_method: paymentMethodField(),
  payment_variant_id: nullableRowId(SUB_MSG.variant),
  code: nullableText({ max: 50 }),
  sdi: nullableText({ max: 254 }),
  city_id: nullableRowId(MSG.city),
};

type Fields<Shape extends z.ZodRawShape> = { [K in keyof Shape]: z.output<Shape[K]> };
export type OrderFields = Fields<typeof orderShape>;

/**
 * A body as its route's schema read it: every field that is valid on its own, and the schema's
 * errors (which the checks that need the database add to, so one answer lists every problem).
 */
export interface SentBody<T> {
  fields: Partial<T>;
  errors: ErrorTree;
}

export interface RawOrder {
  paymentTypeId?: number | null;
  planId?: number | null;
  method?: PaymentMethod;
  variantId?: number | null;
  code?: string | null;
  sdi?: string | null;
  cityId?: number | null;
}

/** A validated order with the server's price: the client never sends an amount. */
export interface PricedOrder {
  type: CatalogType;
  plan: PlanRow;
  method: PaymentMethod;
  variant: VariantRow | null;
  cityId: number | null;
  coupon: CouponRow | null;
  sdi: string;
  monthlyCents: number;
  planCents: number;
  amountCents: number;
  vatCents: number;
}

/** The order as sent; the type id may come from the path instead. */
export function rawOrder(fields: Partial<OrderFields>, typeIdFromPath?: number): RawOrder {
  return {
    paymentTypeId: typeIdFromPath ?? fields.payment_type_id,
    planId: fields.plan_id,
    method: fields.payment_method,
    variantId: fields.payment_variant_id,
    code: fields.code,
    sdi: fields.sdi,
    cityId: fields.city_id,
  };
}

function readSdi(raw: string | null | undefined, errors: ErrorTree): string {
  if (!raw) return DEFAULT_SDI;
  const code = raw.toUpperCase();
  if (/^[A-Z0-9]{7}$/.test(code)) return code;
  if (isEmail(normalizeEmail(raw))) return normalizeEmail(raw);
  addError(errors, ['sdi'], SUB_MSG.sdi);
  return DEFAULT_SDI;
}

/**
 * Checks the order against the catalogue (plan of the type, method allowed, variant of the
 * type, city, coupon) and prices it. Throws every field error at once: `errors` (the body's
 * own, added to here) with these.
 */
export async function priceOrder(
  db: Executor,
  catalog: Catalog,
  raw: RawOrder,
  errors: ErrorTree,
  now: Date,
): Promise<PricedOrder> {
  const type = raw.paymentTypeId ? catalog.byId.get(raw.paymentTypeId) : undefined;
  if (raw.paymentTypeId && !type) addError(errors, ['payment_type_id'], SUB_MSG.paymentType);
  const plan = raw.planId ? catalog.plans.get(raw.planId) : undefined;
  const planOk = plan && type && plan.paymentTypeId === type.row.id && plan.isActive;
  if (raw.planId && type && !planOk) addError(errors, ['plan_id'], SUB_MSG.plan);
  if (planOk && raw.method && !plan.methods.includes(raw.method)) {
    addError(errors, ['payment_method'], SUB_MSG.method);
  }
  let variant: VariantRow | null = null;
  if (type && VARIANT_TYPES.includes(type.row.type)) {
    variant = raw.variantId ? (catalog.variants.get(raw.variantId) ?? null) : null;
    if (!variant || variant.paymentTypeId !== type.row.id) {
      if (!('payment_variant_id' in errors)) {
        addError(errors, ['payment_variant_id'], raw.variantId ? SUB_MSG.variant : MSG.required);
      }
      variant = null;
    }
  } else if (type && raw.variantId) {
    addError(errors, ['payment_variant_id'], SUB_MSG.variantNotAllowed);
  }
  let cityPrice: number | null = null;
  if (raw.cityId && type) {
    if (type.row.type !== 'professional') addError(errors, ['city_id'], SUB_MSG.cityNotAllowed);
    else if (!(await findCity(db, raw.cityId))) addError(errors, ['city_id'], MSG.city);
    else cityPrice = await cityMonthlyCents(db, type.row.id, raw.cityId);
  }
  let coupon: CouponRow | null = null;
  if (raw.code && type) {
    coupon = await findCoupon(db, raw.code);
    const problem = couponProblem(coupon, type.row.id, raw.planId ?? null, now);
    if (problem) addError(errors, ['code'], problem);
  }
  const sdi = readSdi(raw.sdi, errors);
  if (hasErrors(errors) || !type || !plan || !raw.method) throw new ValidationError(errors);
  const monthly = monthlyCents({
    type: type.row.type,
    typeMonthlyCents: type.row.monthlyCents,
    cityMonthlyCents: cityPrice,
    variant,
  });
  const period = planCents(monthly, plan);
  const amount = applyPromo(period, promoOf(coupon));
  return {
    type,
    plan,
    method: raw.method,
    variant,
    cityId: type.row.type === 'professional' ? (raw.cityId ?? null) : null,
    coupon,
    sdi,
    monthlyCents: monthly,
    planCents: period,
    amountCents: amount,
    vatCents: vatCents(amount),
  };
}

const refused = (message: string) => new HttpError(400, { message });

/**
 * The rules of buying, checked before charging and again inside the activation transaction:
 * the professional statement (lawyers only), one active subscription per type (skills and
 * qualify may be bought again), additional skills while fewer than 10 are held.
 */
export async function assertCanBuy(
  db: Executor,
  userId: number,
  order: Pick<PricedOrder, 'type'>,
  catalog: Catalog,
  now: Date,
): Promise<void> {
  if (order.type.grants.has('professional')) {
    const [profile] = await db
      .select({ type: profiles.type })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (profile?.type === 'ACCOUNTANT') {
      throw new ValidationError({ non_field_errors: [SUB_MSG.statementAccountant] });
    }
    const statement = await db
      .select({ userId: professionalStatements.userId })
      .from(professionalStatements)
      .where(eq(professionalStatements.userId, userId));
    if (statement.length === 0) {
      throw new ValidationError({ non_field_errors: [SUB_MSG.statementRequired] });
    }
  }
  const active = await activeSubscriptions(db, userId, now);
  const own = order.type.row.type;
  if (!REPEATABLE_TYPES.includes(own)) {
    const held = new Set(
      active.flatMap((row) => [...(catalog.byId.get(row.paymentTypeId)?.grants ?? [])]),
    );
    if ([...order.type.grants].some((granted) => held.has(granted))) {
      throw refused(SUB_MSG.alreadyActive);
    }
  }
  if (
    own === 'additional_skills' &&
    flagsOf(active, catalog).purchasedSkills >= MAX_PURCHASED_SKILLS
  ) {
    throw refused(SUB_MSG.skillsNotBuyable);
  }
}

/** "Professional – piano di 12 mesi": what the payer sees at the provider. */
export function orderDescription(order: PricedOrder): string {
  const months = order.plan.months === 1 ? '1 mese' : `${order.plan.months} mesi`;
  return `${order.type.row.title} – piano di ${months}`;
}
