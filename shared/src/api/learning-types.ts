import type {
  CourseCategory as CCourseCategory,
  CatalogItem as CCatalogItem,
  PurchasedItem as CPurchasedItem,
  ExternalProduct as CExternalProduct,
  paths,
  ResponseBody,
} from '@colleghi/api-contract';
// Courses, packages and purchases (issue 6). Money travels as decimal strings ("49.00", "0.00"
// for free items); dates as 'YYYY-MM-DD', instants as ISO datetimes.

/** A course category with the colours its chip and filter button use. */
export type Category = CCourseCategory;

export type CourseInfo = NonNullable<CCatalogItem['course']>;

/** A lesson of a course (video, live session...); duration in minutes. */
export type CourseResource = CourseInfo['resources'][number];

export type PackageInfo = NonNullable<CCatalogItem['package']>;

/** A course inside a package. */
export type PackageCourse = PackageInfo['courses'][number];

/** The signed-in user's latest purchase of the item. */
export type LastPurchased = NonNullable<CCatalogItem['last_purchased']>;

/** A course (course set, package null) or a package (package set, course null). */
export type CatalogItem = CCatalogItem;

/** One course the user owns (a package grants one row per course). */
export type Purchase = CPurchasedItem;

/** A partner product shown on the dashboard. */
export type ExternalProduct = CExternalProduct;

/** The wire carries every query value as text: category and page go as numbers, axios writes them. */
export type CatalogItemsQuery = {
  /** Category id; undefined or null = every category. */
  category?: number | null;
  search?: Extract<CatalogQuery['search'], string>;
  /** From 1. */
  page?: number;
};

type CatalogQuery = NonNullable<paths['/api/catalogitems/']['get']['parameters']['query']>;

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

export type SandboxPaypalOrder = ResponseBody<'/api/sandbox/paypal/orders/', 'post', 201>;

export type PaypalOrderStatus = SandboxPaypalOrder['status'];
