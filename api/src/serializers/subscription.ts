import type { paymentRecords } from '../db/schema';
import { centsToDecimal, planCents } from '@colleghi/rules';
import type { SubscriptionRow } from '../services/subscriptions/active';
import type {
  Catalog,
  CatalogType,
  CityRow,
  PlanRow,
  VariantRow,
} from '../services/subscriptions/catalog';
import { displayMonths } from '../services/subscriptions/catalog';
import { optionalCityJson } from './lookups';

export type PaymentRecordRow = typeof paymentRecords.$inferSelect;

/** Plan with its price for one period at the given monthly price. */
export function planJson(plan: PlanRow, monthlyCents: number) {
  return {
    id: plan.id,
    months: plan.months,
    percentage: plan.percentage,
    amount: centsToDecimal(planCents(monthlyCents, plan)),
    is_active: plan.isActive,
    is_default: plan.isDefault,
    methods: plan.methods,
  };
}

export function variantJson(variant: VariantRow) {
  return {
    id: variant.id,
    skills_number: variant.skillsNumber,
    price: centsToDecimal(variant.unitCents),
  };
}

function containedJson(type: CatalogType) {
  return type.contains.map((t) => ({ id: t.id, type: t.type, title: t.title }));
}

/** PaymentType of payment-types/info/: active plans priced at the type's monthly price. */
export function paymentTypeJson(type: CatalogType) {
  return {
    id: type.row.id,
    type: type.row.type,
    title: type.row.title,
    description: type.row.description,
    price: centsToDecimal(type.row.monthlyCents),
    promo_image: type.row.promoImage,
    months: displayMonths(type.row.type),
    plans: type.plans.filter((p) => p.isActive).map((p) => planJson(p, type.row.monthlyCents)),
    variants: type.variants.map(variantJson),
    contained_subscriptions: containedJson(type),
  };
}

/** Extra skills and qualification slots one subscription grants. */
function grantedSlots(type: CatalogType, variant: VariantRow | null) {
  const own = type.row.type;
  return {
    skills:
      own === 'additional_skills'
        ? (variant?.skillsNumber ?? 0)
        : type.grants.has('professional')
          ? 2
          : 0,
    customSkills:
      own === 'qualify' ? (variant?.skillsNumber ?? 0) : type.grants.has('gold') ? 1 : 0,
  };
}

/**
 * The user's Subscription. Plans are priced at this subscription's monthly price (city or
 * variant included); next_renewal_price is the full price of the next period (no promo).
 */
export function subscriptionJson(row: SubscriptionRow, catalog: Catalog, city: CityRow | null) {
  const type = catalog.byId.get(row.paymentTypeId);
  if (!type) throw new Error(`payment type ${row.paymentTypeId} missing`);
  const plan = row.planId === null ? null : (catalog.plans.get(row.planId) ?? null);
  const variant = row.variantId === null ? null : (catalog.variants.get(row.variantId) ?? null);
  const nextPlan = row.nextPlanId === null ? null : (catalog.plans.get(row.nextPlanId) ?? null);
  const renewalMonthly = row.nextMonthlyCents ?? row.monthlyCents;
  const renewalPlan = nextPlan ?? plan;
  const slots = grantedSlots(type, variant);
  return {
    id: row.id,
    payment_type_id: type.row.id,
    type: type.row.type,
    title: type.row.title,
    description: type.row.description,
    price: centsToDecimal(row.monthlyCents),
    payment_method: row.paymentMethod,
    plan: plan ? planJson(plan, row.monthlyCents) : null,
    variant: variant ? variantJson(variant) : null,
    city: optionalCityJson(city),
    purchased_skills: type.row.type === 'additional_skills' ? (variant?.skillsNumber ?? 0) : 0,
    renewed: row.renewed,
    promo_image: type.row.promoImage,
    months: displayMonths(type.row.type),
    activation_date: row.activationDate.toISOString(),
    expire_at: row.expireAt.toISOString(),
    unsubscribed: row.unsubscribed,
    next_plan: nextPlan
      ? {
          id: nextPlan.id,
          months: nextPlan.months,
          amount: centsToDecimal(planCents(renewalMonthly, nextPlan)),
        }
      : null,
    next_renewal_price: centsToDecimal(
      renewalPlan && row.paymentMethod !== 'trial' ? planCents(renewalMonthly, renewalPlan) : 0,
    ),
    skills: slots.skills,
    custom_skills: slots.customSkills,
    contained_subscriptions: containedJson(type),
  };
}

export type SubscriptionJson = ReturnType<typeof subscriptionJson>;

export function paymentRecordJson(row: PaymentRecordRow) {
  return {
    id: row.id,
    subscription_id: row.subscriptionId,
    kind: row.kind,
    method: row.method,
    amount: centsToDecimal(row.amountCents),
    vat: centsToDecimal(row.vatCents),
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
