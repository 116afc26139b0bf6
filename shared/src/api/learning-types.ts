import type {
  CourseCategory as CCourseCategory,
  CatalogItem as CCatalogItem,
  PurchasedItem as CPurchasedItem,
  ExternalProduct as CExternalProduct,
} from '@colleghi/api-contract';
// Courses, packages and purchases (issue 6). Money travels as decimal strings ("49.00", "0.00"
// for free items); dates as 'YYYY-MM-DD', instants as ISO datetimes.

/** A course category with the colours its chip and filter button use. */
export type Category = CCourseCategory;

/** A lesson of a course (video, live session...). */
export interface CourseResource {
  name: string;
  link: string;
  /** Minutes. */
  duration: number;
}

export interface CourseInfo {
  /** Training credits. */
  cfp: number;
  /** Days the course stays available after the purchase. */
  duration: number;
  /** YYYY-MM-DD: last day the credits are accredited. */
  accreditation_limit: string | null;
  professors: string[];
  resources: CourseResource[];
  attachment: string | null;
  /** YYYY-MM-DD: last day the lessons can be followed. */
  deadline: string | null;
}

/** A course inside a package. */
export interface PackageCourse {
  id: number;
  name: string;
  cfp: number;
}

export interface PackageInfo {
  /** Sum of the contained courses' costs, e.g. "240.00". */
  full_cost: string;
  courses: PackageCourse[];
}

/** The signed-in user's latest purchase of the item. */
export interface LastPurchased {
  created_at: string;
  course: { deadline: string | null };
}

/** A course (course set, package null) or a package (package set, course null). */
export type CatalogItem = CCatalogItem;

/** One course the user owns (a package grants one row per course). */
export type Purchase = CPurchasedItem;

/** A partner product shown on the dashboard. */
export type ExternalProduct = CExternalProduct;

export interface CatalogItemsQuery {
  /** Category id; undefined or null = every category. */
  category?: number | null;
  search?: string;
  /** From 1. */
  page?: number;
}

/** PayPal-style amount: value is the net cost, tax the 22 % VAT on it. */
export interface PaypalAmount {
  value: string;
  tax: string;
  currency: 'EUR';
}

/** POST sandbox/paypal/orders/ */
export interface SandboxPaypalOrderBody {
  item_id: number;
  amount: PaypalAmount;
}

export type PaypalOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

export interface SandboxPaypalOrder {
  id: string;
  status: PaypalOrderStatus;
}
