import type { CatalogItem, CourseCategory, Page, PurchasedItem } from '@colleghi/api-contract';
import {
  COURSE_CATEGORIES,
  HttpResponse,
  apiUrl,
  delay,
  http,
  serveEndpoint,
  server,
} from '@colleghi/shared/testing';

export function makePage<T>(results: T[], { next = false } = {}): Page<T> {
  return {
    count: results.length + (next ? 12 : 0),
    next: next ? 'http://localhost:8000/api/catalogitems/?page=2' : null,
    previous: null,
    results,
  };
}

/** GET categories/?tree=course */
export function serveCategories(categories: CourseCategory[] = COURSE_CATEGORIES): void {
  serveEndpoint('get', 'categories/', { body: categories });
}

/** GET catalogitems/: records each query; `wait` delays an answer (ms). */
export function serveCatalog(
  answer: (query: URLSearchParams) => Page<CatalogItem>,
  wait?: (query: URLSearchParams) => number,
): URLSearchParams[] {
  return serveEndpoint('get', 'catalogitems/', ({ query }) => ({
    body: answer(query),
    delay: wait?.(query),
  })).queries;
}

/** GET catalogitems/{id}/ for the given items; any other id is a 404. */
export function serveItems(items: CatalogItem[]): void {
  serveEndpoint('get', 'catalogitems/:id/', ({ params }) => {
    const item = items.find(({ id }) => String(id) === params.id);
    return item ? { body: item } : { status: 404, body: { detail: 'Non trovato.' } };
  });
}

/** The catalogue a panel opens over: the categories, one page of `items`, and each item's detail. */
export function serveCatalogue(items: CatalogItem[]): URLSearchParams[] {
  serveCategories();
  serveItems(items);
  return serveCatalog(() => makePage(items));
}

export interface Recorded {
  path: string;
  body: unknown;
}

/**
 * POST catalogitems/{id}/order/ answering `reply`, plus the sandbox PayPal orders; every call is
 * recorded in order.
 */
export function servePurchase(
  reply: () => { status: number; body: unknown } = () => ({
    status: 201,
    body: [] as PurchasedItem[],
  }),
  { captureStatus = 'COMPLETED', wait = 0 }: { captureStatus?: string; wait?: number } = {},
): Recorded[] {
  const calls: Recorded[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
  };
  server.use(
    http.post(apiUrl('catalogitems/:id/order/'), async ({ request }) => {
      await record(request);
      if (wait > 0) await delay(wait);
      const { status, body } = reply();
      return HttpResponse.json(body as object, { status });
    }),
    http.post(apiUrl('sandbox/paypal/orders/'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: 'SBX-ORDER-1', status: 'CREATED' }, { status: 201 });
    }),
    http.post(apiUrl('sandbox/paypal/orders/:id/capture/'), async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ id: params.id, status: captureStatus });
    }),
  );
  return calls;
}
