import { z } from 'zod';
import { City } from '../../serializers/lookups';
import { PaymentMethod, SubscriptionType } from '../../lib/schema/enums';
import { PAYMENT_METHODS, PAYMENT_RECORD_KINDS, PAYMENT_RECORD_STATUSES } from '../../db/schema';

/** Response shapes of the subscription routes (serializers/subscription.ts). */

const money = () => z.string().meta({ description: 'Importo in euro, es. "12.50".' });

export const SubscriptionCity = City;

export const Plan = z
  .object({
    id: z.number().int(),
    months: z.number().int(),
    percentage: z.number().int(),
    amount: money(),
    is_active: z.boolean(),
    is_default: z.boolean(),
    methods: z.array(PaymentMethod),
  })
  .meta({ id: 'Plan' });

const Variant = z
  .object({
    id: z.number().int(),
    skills_number: z.number().int(),
    price: money(),
  })
  .meta({ id: 'Variant' });

const Contained = z.object({
  id: z.number().int(),
  type: SubscriptionType,
  title: z.string(),
});

export const PaymentType = z
  .object({
    id: z.number().int(),
    type: SubscriptionType,
    title: z.string(),
    description: z.string(),
    price: money(),
    promo_image: z.string().nullable(),
    months: z.number().int(),
    plans: z.array(Plan),
    variants: z.array(Variant),
    contained_subscriptions: z.array(Contained),
  })
  .meta({ id: 'PaymentType' });

export const Subscription = z
  .object({
    id: z.number().int(),
    payment_type_id: z.number().int(),
    type: SubscriptionType,
    title: z.string(),
    description: z.string(),
    price: money(),
    payment_method: z.enum([...PAYMENT_METHODS, 'trial']),
    plan: Plan.nullable(),
    variant: Variant.nullable(),
    city: SubscriptionCity.nullable(),
    purchased_skills: z.number().int(),
    renewed: z.boolean(),
    promo_image: z.string().nullable(),
    months: z.number().int(),
    activation_date: z.string(),
    expire_at: z.string(),
    unsubscribed: z.boolean(),
    next_plan: z
      .object({ id: z.number().int(), months: z.number().int(), amount: money() })
      .nullable(),
    next_renewal_price: money(),
    skills: z.number().int(),
    custom_skills: z.number().int(),
    contained_subscriptions: z.array(Contained),
  })
  .meta({ id: 'Subscription' });

export const PaymentRecord = z
  .object({
    id: z.number().int(),
    subscription_id: z.number().int(),
    kind: z.enum(PAYMENT_RECORD_KINDS),
    method: PaymentMethod,
    amount: money(),
    vat: money(),
    status: z.enum(PAYMENT_RECORD_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: 'PaymentRecord' });

export const CityPrice = z.object({ city: SubscriptionCity, price: money() });

export const CouponResult = z
  .object({
    code: z.string(),
    percentage: z.number().int().nullable(),
    discount: money().nullable(),
    message: z.string(),
  })
  .meta({ id: 'CouponResult' });

/** A path id: read by pathId, which answers 404 for anything that is not one. */
export const pathIdParam = () => z.string().meta({ description: 'Id numerico.' });
