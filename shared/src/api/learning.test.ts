import { recordAll } from '../testing';
import {
  COURSE_CATEGORIES,
  makeCourseItem,
  makeExternalProduct,
  makePurchase,
} from '../testing/learning-fixtures';
import {
  captureSandboxPaypalOrder,
  createSandboxPaypalOrder,
  getCatalogItem,
  getCatalogItems,
  getCourseCategories,
  getExternalProducts,
  getPurchasedItems,
  orderCatalogItem,
} from './learning';

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('learning api', () => {
  it('lists the course categories without needing a session', async () => {
    const seen = recordAll(() => [COURSE_CATEGORIES, 200]);

    const result = await getCourseCategories();

    expect(result.data).toEqual(COURSE_CATEGORIES);
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/api/categories/',
        query: { tree: 'course' },
        body: undefined,
        auth: null,
      },
    ]);
  });

  it.each([
    ['no filters', undefined, { tree: 'course' }],
    [
      'every filter',
      { category: 2, search: 'preliminare', page: 3 },
      { tree: 'course', category: '2', search: 'preliminare', page: '3' },
    ],
    ['empty filters', { category: null, search: '', page: 1 }, { tree: 'course', page: '1' }],
  ])('lists the catalogue with %s', async (_, query, expected) => {
    localStorage.setItem('auth_token', 'tok');
    const seen = recordAll(() => [page([makeCourseItem()]), 200]);

    const result = await getCatalogItems(query);

    expect(result.data?.results).toEqual([makeCourseItem()]);
    expect(seen.map(({ path, query: sent, auth }) => [path, sent, auth])).toEqual([
      ['/api/catalogitems/', expected, 'Token tok'],
    ]);
  });

  it('reads one item, with the category when given', async () => {
    const seen = recordAll(() => [makeCourseItem(), 200]);

    await getCatalogItem(12);
    await getCatalogItem(12, 2);

    expect(seen.map(({ path, query }) => [path, query])).toEqual([
      ['/api/catalogitems/12/', {}],
      ['/api/catalogitems/12/', { category: '2' }],
    ]);
  });

  it('keeps the 404 body of an unknown item', async () => {
    recordAll(() => [{ detail: 'Non trovato.' }, 404]);

    const result = await getCatalogItem(999);

    expect(result).toMatchObject({ data: null, status: 404, error: { detail: 'Non trovato.' } });
  });

  it('lists the purchases page by page', async () => {
    localStorage.setItem('auth_token', 'tok');
    const seen = recordAll(() => [page([makePurchase()]), 200]);

    const result = await getPurchasedItems(2);

    expect(result.data?.results).toEqual([makePurchase()]);
    expect(seen.map(({ path, query }) => [path, query])).toEqual([
      ['/api/purchaseditems/', { tree: 'course', page: '2' }],
    ]);
  });

  it('orders a free item without an order and a paid one with its PayPal order', async () => {
    localStorage.setItem('auth_token', 'tok');
    const seen = recordAll(() => [[makePurchase()], 201]);

    await orderCatalogItem(12);
    const result = await orderCatalogItem(12, 'SANDBOX-ORDER-1');

    expect(result.status).toBe(201);
    expect(seen.map(({ method, path, body, auth }) => [method, path, body, auth])).toEqual([
      ['POST', '/api/catalogitems/12/order/', {}, 'Token tok'],
      ['POST', '/api/catalogitems/12/order/', { order: 'SANDBOX-ORDER-1' }, 'Token tok'],
    ]);
  });

  it('keeps the reason an order was refused', async () => {
    recordAll(() => [{ order: ['Il pagamento non è stato completato.'] }, 400]);

    const result = await orderCatalogItem(12, 'X');

    expect(result.error).toEqual({ order: ['Il pagamento non è stato completato.'] });
  });

  it('lists the external products', async () => {
    const seen = recordAll(() => [[makeExternalProduct()], 200]);

    const result = await getExternalProducts();

    expect(result.data).toEqual([makeExternalProduct()]);
    expect(seen.map(({ method, path }) => [method, path])).toEqual([
      ['GET', '/api/external-products/'],
    ]);
  });

  it('creates and captures a sandbox PayPal order', async () => {
    localStorage.setItem('auth_token', 'tok');
    const seen = recordAll((_, path) =>
      path.endsWith('/capture/')
        ? [{ id: 'ORD 1', status: 'COMPLETED' }, 200]
        : [{ id: 'ORD 1', status: 'CREATED' }, 201],
    );
    const amount = { value: '49.00', tax: '10.78', currency: 'EUR' } as const;

    const created = await createSandboxPaypalOrder({ item_id: 12, amount });
    const captured = await captureSandboxPaypalOrder('ORD 1');

    expect(created.data).toEqual({ id: 'ORD 1', status: 'CREATED' });
    expect(captured.data).toEqual({ id: 'ORD 1', status: 'COMPLETED' });
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/sandbox/paypal/orders/', { item_id: 12, amount }],
      ['POST', '/api/sandbox/paypal/orders/ORD%201/capture/', undefined],
    ]);
  });
});
