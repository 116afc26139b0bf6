import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities } from './geo';
import { users } from './users';

/**
 * Subscriptions, their catalogue and payments. Money is always integer euro cents, never
 * negative (CHECK constraints); the JSON carries it as decimal strings ("14.90").
 */

export const SUBSCRIPTION_TYPES = [
  'professional',
  'gold',
  'additional_skills',
  'qualify',
  'bundle',
] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const PAYMENT_METHODS = ['paypal', 'credit_card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** A subscription may also come from a trial (never paid). */
export type SubscriptionMethod = PaymentMethod | 'trial';

export const CHECKOUT_STATUSES = ['pending', 'processing', 'activated', 'failed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'paypal', 'bank'] as const;

/** A paid checkout whose activation was refused owes the money back: due, then refunded. */
export const REFUND_STATUSES = ['due', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const paymentTypes = pgTable(
  'payment_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').$type<SubscriptionType>().notNull(),
    title: text('title').notNull(),
    /** Bullet items separated by '•'. */
    description: text('description').notNull(),
    /** Monthly price; for variant types the smallest variant's monthly price (display only). */
    monthlyCents: integer('monthly_cents').notNull(),
    promoImage: text('promo_image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('payment_types_type_check', sql`${t.type} in (${inList(SUBSCRIPTION_TYPES)})`),
    check('payment_types_money_check', sql`${t.monthlyCents} >= 0`),
  ],
);

/** What a bundle contains (other payment types). */
export const bundleContents = pgTable(
  'bundle_contents',
  {
    bundleTypeId: integer('bundle_type_id')
      .notNull()
      .references(() => paymentTypes.id, { onDelete: 'cascade' }),
    containedTypeId: integer('contained_type_id')
      .notNull()
      .references(() => paymentTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bundleTypeId, t.containedTypeId] })],
);

export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    /** Discount of the plan on months × monthly price, 0–99. */
    percentage: integer('percentage').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    methods: text('methods').array().$type<PaymentMethod[]>().notNull(),
  },
  (t) => [
    index('plans_type_idx').on(t.paymentTypeId),
    check('plans_months_check', sql`${t.months} > 0`),
    check('plans_percentage_check', sql`${t.percentage} >= 0 and ${t.percentage} < 100`),
  ],
);

export const paymentVariants = pgTable(
  'payment_variants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id, { onDelete: 'cascade' }),
    skillsNumber: integer('skills_number').notNull(),
    /** Monthly price of one skill (or qualification). */
    unitCents: integer('unit_cents').notNull(),
  },
  (t) => [
    index('payment_variants_type_idx').on(t.paymentTypeId),
    check('payment_variants_skills_check', sql`${t.skillsNumber} > 0`),
    check('payment_variants_money_check', sql`${t.unitCents} >= 0`),
  ],
);

/** Monthly price of a type for a second city (professional). */
export const cityPrices = pgTable(
  'city_prices',
  {
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    monthlyCents: integer('monthly_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentTypeId, t.cityId] }),
    check('city_prices_money_check', sql`${t.monthlyCents} >= 0`),
  ],
);

/**
 * Promo codes (stored upper-case). Exactly one of percentage / fixed discount. `uses` only
 * grows by a conditional UPDATE (uses < max_uses) inside the activation transaction.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    percentage: integer('percentage'),
    discountCents: integer('discount_cents'),
    paymentTypeId: integer('payment_type_id').references(() => paymentTypes.id, {
      onDelete: 'cascade',
    }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [
    check(
      'coupons_kind_check',
      sql`(${t.percentage} is null) <> (${t.discountCents} is null)
          and (${t.percentage} is null or (${t.percentage} > 0 and ${t.percentage} <= 100))
          and (${t.discountCents} is null or ${t.discountCents} >= 0)`,
    ),
    check(
      'coupons_uses_check',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
);

/** "I am a lawyer or a trainee lawyer": needed before buying professional. */
export const professionalStatements = pgTable('professional_statements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  statementAt: timestamp('statement_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * One purchase attempt with its server-computed price: a card intent, a PayPal setup token or
 * a bank transfer (its client idempotency key). The unique provider reference / idempotency key
 * and the unique subscriptions.checkout_id make activation happen at most once.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** Intent id (card) or setup token id (PayPal); null for bank transfers. */
    providerReference: text('provider_reference'),
    /** Client key of a bank transfer (uuid); null otherwise. */
    idempotencyKey: text('idempotency_key'),
    status: text('status').$type<CheckoutStatus>().notNull().default('pending'),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    variantId: integer('variant_id').references(() => paymentVariants.id),
    cityId: integer('city_id').references(() => cities.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    sdi: text('sdi').notNull(),
    monthlyCents: integer('monthly_cents').notNull(),
    planCents: integer('plan_cents').notNull(),
    /** What is charged for the first period (promo applied), VAT excluded. */
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    returnUrl: text('return_url'),
    cancelUrl: text('cancel_url'),
    /** Why it failed (shown to the user). */
    message: text('message'),
    /**
     * Set when the provider had already taken the money for a refused activation: 'due' is
     * written before the refund is asked for, 'refunded' once the provider confirmed it.
     */
    refundStatus: text('refund_status').$type<RefundStatus>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('checkouts_provider_reference_unique').on(t.provider, t.providerReference),
    check(
      'checkouts_refund_status_check',
      sql`${t.refundStatus} is null or ${t.refundStatus} in (${inList(REFUND_STATUSES)})`,
    ),
    unique('checkouts_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    check('checkouts_status_check', sql`${t.status} in (${inList(CHECKOUT_STATUSES)})`),
    check('checkouts_method_check', sql`${t.method} in (${inList(PAYMENT_METHODS)})`),
    check(
      'checkouts_money_check',
      sql`${t.monthlyCents} >= 0 and ${t.planCents} >= 0 and ${t.amountCents} >= 0 and ${t.vatCents} >= 0`,
    ),
  ],
);

/** The database's own guard against a second renewing subscription of one exclusive type. */
export const ONE_RENEWING_INDEX = 'subscriptions_one_renewing_idx';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id),
    /** Null for a trial. */
    planId: integer('plan_id').references(() => plans.id),
    variantId: integer('variant_id').references(() => paymentVariants.id),
    /** Second city (professional only). */
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method').$type<SubscriptionMethod>().notNull(),
    /** Monthly price actually billed now. */
    monthlyCents: integer('monthly_cents').notNull(),
    /** Monthly price from the next renewal (a cheaper second city), else null. */
    nextMonthlyCents: integer('next_monthly_cents'),
    nextPlanId: integer('next_plan_id').references(() => plans.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** The purchase that created it (null for seeded and trial subscriptions). */
    checkoutId: integer('checkout_id')
      .unique('subscriptions_checkout_unique')
      .references(() => checkouts.id),
    sdi: text('sdi'),
    activationDate: timestamp('activation_date', { withTimezone: true, mode: 'date' }).notNull(),
    expireAt: timestamp('expire_at', { withTimezone: true, mode: 'date' }).notNull(),
    unsubscribed: boolean('unsubscribed').notNull().default(false),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    renewed: boolean('renewed').notNull().default(false),
    /**
     * False for the types that may be held more than once (additional skills, qualifications);
     * the partial unique index below then lets one user hold at most one renewing subscription
     * of every other type, whatever the requests racing to create it.
     */
    exclusive: boolean('exclusive').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    uniqueIndex(ONE_RENEWING_INDEX)
      .on(t.userId, t.paymentTypeId)
      .where(sql`${t.exclusive} and not ${t.unsubscribed} and ${t.paymentMethod} <> 'trial'`),
    check(
      'subscriptions_method_check',
      sql`${t.paymentMethod} in (${inList([...PAYMENT_METHODS, 'trial'])})`,
    ),
    check(
      'subscriptions_money_check',
      sql`${t.monthlyCents} >= 0 and (${t.nextMonthlyCents} is null or ${t.nextMonthlyCents} >= 0)`,
    ),
  ],
);

export const PAYMENT_RECORD_KINDS = ['purchase', 'city_change'] as const;
export type PaymentRecordKind = (typeof PAYMENT_RECORD_KINDS)[number];
export const PAYMENT_RECORD_STATUSES = ['paid', 'awaiting_transfer'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export const paymentRecords = pgTable(
  'payment_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The purchase paid (one record per checkout); null for city changes. */
    checkoutId: integer('checkout_id')
      .unique('payment_records_checkout_unique')
      .references(() => checkouts.id),
    kind: text('kind').$type<PaymentRecordKind>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    status: text('status').$type<PaymentRecordStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('payment_records_user_idx').on(t.userId, t.createdAt),
    check('payment_records_kind_check', sql`${t.kind} in (${inList(PAYMENT_RECORD_KINDS)})`),
    check('payment_records_status_check', sql`${t.status} in (${inList(PAYMENT_RECORD_STATUSES)})`),
    check('payment_records_money_check', sql`${t.amountCents} >= 0 and ${t.vatCents} >= 0`),
  ],
);

export const SANDBOX_CARD_OUTCOMES = ['succeed', 'decline', 'slow'] as const;
export type SandboxCardOutcome = (typeof SANDBOX_CARD_OUTCOMES)[number];

/** The offline provider's cards (never the number: last four digits and the outcome). */
export const sandboxCards = pgTable('sandbox_cards', {
  id: text('id').primaryKey(),
  last4: text('last4').notNull(),
  outcome: text('outcome').$type<SandboxCardOutcome>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const SANDBOX_PAYMENT_KINDS = ['intent', 'setup_token'] as const;
export type SandboxPaymentKind = (typeof SANDBOX_PAYMENT_KINDS)[number];
export const SANDBOX_STATUSES = [
  'requires_confirmation',
  'processing',
  'succeeded',
  'failed',
  'refunded',
  'pending_approval',
  'approved',
  'cancelled',
  'captured',
] as const;
export type SandboxStatus = (typeof SANDBOX_STATUSES)[number];

/**
 * The offline provider's card intents and PayPal setup tokens. A "slow" card stays
 * processing for `slow_reads` status reads (counted, not timed: tests are deterministic).
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<SandboxPaymentKind>().notNull(),
    clientSecret: text('client_secret'),
    cardId: text('card_id').references(() => sandboxCards.id),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<SandboxStatus>().notNull(),
    slowReads: integer('slow_reads').notNull().default(0),
    returnUrl: text('return_url'),
    cancelUrl: text('cancel_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('sandbox_payments_money_check', sql`${t.amountCents} >= 0 and ${t.vatCents} >= 0`),
    check('sandbox_payments_reads_check', sql`${t.slowReads} >= 0`),
  ],
);
