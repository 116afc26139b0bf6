import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Course categories ("tree=course"): the filter buttons of the catalogue, with their colours. */
export const courseCategories = pgTable('course_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  /** '#RRGGBB' */
  backgroundColor: text('background_color').notNull(),
  /** '#RRGGBB' */
  foregroundColor: text('foreground_color').notNull(),
});

export const CATALOG_ITEM_KINDS = ['course', 'package'] as const;
export type CatalogItemKind = (typeof CATALOG_ITEM_KINDS)[number];

export interface CourseResource {
  name: string;
  link: string;
  /** Minutes. */
  duration: number;
}

/**
 * The training shop: courses and packages (a package sells several courses together, for
 * less than their sum). Course-only columns are null on packages.
 */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<CatalogItemKind>().notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    /** Plain text; paragraphs separated by \n. */
    longDescription: text('long_description').notNull(),
    /** Euro cents; 0 = free. */
    costCents: integer('cost_cents').notNull(),
    categoryId: integer('category_id').references(() => courseCategories.id, {
      onDelete: 'set null',
    }),
    image: text('image'),
    /** name + short description lower-cased without accents: the catalogue search reads it. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Training credits (CFP) a course is worth. */
    cfp: integer('cfp'),
    /** Days the course stays available after the purchase. */
    durationDays: integer('duration_days'),
    /** Last day the course counts for the accreditation of the credits. */
    accreditationLimit: date('accreditation_limit', { mode: 'string' }),
    professors: jsonb('professors').$type<string[]>(),
    resources: jsonb('resources').$type<CourseResource[]>(),
    attachment: text('attachment'),
    /** Last day the lessons can be followed. */
    deadline: date('deadline', { mode: 'string' }),
  },
  (t) => [
    index('catalog_items_created_idx').on(t.createdAt),
    index('catalog_items_category_idx').on(t.categoryId),
  ],
);

/** The courses a package contains. */
export const packageCourses = pgTable(
  'package_courses',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.courseId] }),
    index('package_courses_course_idx').on(t.courseId),
  ],
);

export const SANDBOX_ORDER_STATUSES = ['CREATED', 'COMPLETED'] as const;
export type SandboxOrderStatus = (typeof SANDBOX_ORDER_STATUSES)[number];

/**
 * PayPal orders of the sandbox (no PayPal account configured): created and captured by the
 * web app as the PayPal JS SDK would, then presented to catalogitems/{id}/order/.
 */
export const sandboxPaypalOrders = pgTable(
  'sandbox_paypal_orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    /** Euro cents, VAT excluded. */
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<SandboxOrderStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sandbox_paypal_orders_user_idx').on(t.userId)],
);

/**
 * One row per successful catalogitems/{id}/order/: what was bought, with which PayPal order
 * (null for free items) and for how much. An order id pays for one item only (unique).
 */
export const courseOrders = pgTable(
  'course_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    paypalOrderId: text('paypal_order_id').unique(),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('course_orders_user_idx').on(t.userId)],
);

/** A course a user owns (bought alone or granted by a package): once per user and course. */
export const coursePurchases = pgTable(
  'course_purchases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    /** The package that granted it, if any. */
    packageId: integer('package_id').references(() => catalogItems.id, { onDelete: 'set null' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => courseOrders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('course_purchases_user_course_unique').on(t.userId, t.courseId),
    index('course_purchases_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Partner products shown on the dashboard (two at random). */
export const externalProducts = pgTable('external_products', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image'),
  link: text('link').notNull(),
  /** Euro cents; null when the partner shows no price. */
  priceCents: integer('price_cents'),
});
