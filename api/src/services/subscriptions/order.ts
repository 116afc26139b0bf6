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
import type { BodyReader } from '../../lib/body-reader';
import { HttpError, ValidationError, addError, hasErrors } from '../../lib/errors';
import type { ErrorTree } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { normalizeEmail } from '../../lib/rules';
import { activeSubscriptions, flagsOf, MAX_PURCHASED_SKILLS } from './active';
import type { Catalog, CatalogType, PlanRow, VariantRow } from './catalog';
import { REPEATABLE_TYPES, VARIANT_TYPES, cityMonthlyCents, findCity } from './catalog';
import type { CouponRow } from './coupons';
import { couponProblem, findCoupon, promoOf } from './coupons';
import { SUB_MSG } from './messages';

/** Order fields shared by stripe/create/, paypal/setup-tokens/ and activate/. */
export const ORDER_FIELDS = [
  'payment_type_id',
  'plan_id',
  'payment_variant_id',
  'code',
  'sdi',
  'city_id',
] as const;

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

const METHODS: readonly PaymentMethod[] = ['paypal', 'credit_card', 'bank_transfer'];

/** Reads the order fields (formats only); the type id may come from the path instead. */
export function readOrder(body: BodyReader, typeIdFromPath?: number): RawOrder {
  const method = body.text('payment_method', { required: true });
  if (method && !(METHODS as readonly string[]).includes(method)) {
    body.error('payment_method', MSG.invalidChoice);
  }
  return {
    paymentTypeId:
      typeIdFromPath ??
      body.id('payment_type_id', { required: true, unknown: SUB_MSG.paymentType }) ??
      undefined,
    planId: body.id('plan_id', { required: true, unknown: SUB_MSG.plan }),
    method:
      method && (METHODS as readonly string[]).includes(method)
        ? (method as PaymentMethod)
        : undefined,
    variantId: body.id('payment_variant_id', { nullable: true, unknown: SUB_MSG.variant }),
    code: body.text('code', { nullable: true, max: 50 }),
    sdi: body.text('sdi', { nullable: true, max: 254 }),
    cityId: body.id('city_id', { nullable: true, unknown: MSG.city }),
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
 * type, city, coupon) and prices it. Throws every field error at once.
 */
export async function priceOrder(
  db: Executor,
  catalog: Catalog,
  raw: RawOrder,
  body: BodyReader,
  now: Date,
): Promise<PricedOrder> {
  const errors: ErrorTree = body.errors();
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
      if (!body.fieldHasError('payment_variant_id')) {
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
