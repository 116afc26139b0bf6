import { request } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';
import type {
  CatalogItem,
  CourseCategory,
  ExternalProduct,
  Page,
  PurchasedItem,
  Query,
  RequestBody,
  ResponseBody,
} from '@colleghi/api-contract';

// Courses and packages. Guests may browse: the token goes along only when there is one.

/** The course categories (a plain array, no pagination). */
export function getCourseCategories(): Promise<ApiResult<CourseCategory[]>> {
  return request<CourseCategory[]>({ url: 'categories/', params: { tree: 'course' } });
}

/** Courses and packages together, newest first, 12 a page; empty filters are left out. */
export function getCatalogItems({
  category,
  search,
  page,
}: Query<'/api/catalogitems/'> = {}): Promise<ApiResult<Page<CatalogItem>>> {
  return request<Page<CatalogItem>>({
    url: 'catalogitems/',
    params: { tree: 'course', category, search, page },
  });
}

/** One course or package; 404 { detail } when it does not exist. */
export function getCatalogItem(
  id: number,
  category?: number | null,
): Promise<ApiResult<CatalogItem>> {
  return request<CatalogItem>({ url: `catalogitems/${id}/`, params: { category } });
}

/** The courses the user owns, one row per course. */
export function getPurchasedItems(page = 1): Promise<ApiResult<Page<PurchasedItem>>> {
  return request<Page<PurchasedItem>>({
    url: 'purchaseditems/',
    params: { tree: 'course', page },
  });
}

/**
 * Buys an item: free items need no order, paid ones the id of a completed PayPal order. 201 with
 * the courses granted, 200 with the existing purchases when already owned.
 */
export function orderCatalogItem(id: number, order?: string): Promise<ApiResult<PurchasedItem[]>> {
  return request<PurchasedItem[]>({
    method: 'POST',
    url: `catalogitems/${id}/order/`,
    data: order ? { order } : {},
  });
}

/** Partner products for the dashboard (the client shows two at random). */
export function getExternalProducts(): Promise<ApiResult<ExternalProduct[]>> {
  return request<ExternalProduct[]>({ url: 'external-products/' });
}

// The offline sandbox plays the PayPal JS SDK's part when no PayPal client id is configured.

export function createSandboxPaypalOrder(
  body: RequestBody<'/api/sandbox/paypal/orders/', 'post'>,
): Promise<ApiResult<ResponseBody<'/api/sandbox/paypal/orders/', 'post', 201>>> {
  return request<ResponseBody<'/api/sandbox/paypal/orders/', 'post', 201>>({
    method: 'POST',
    url: 'sandbox/paypal/orders/',
    data: body,
  });
}

/** Idempotent: capturing a completed order answers COMPLETED again. */
export function captureSandboxPaypalOrder(
  id: string,
): Promise<ApiResult<ResponseBody<'/api/sandbox/paypal/orders/', 'post', 201>>> {
  return request<ResponseBody<'/api/sandbox/paypal/orders/', 'post', 201>>({
    method: 'POST',
    url: `sandbox/paypal/orders/${encodeURIComponent(id)}/capture/`,
  });
}
