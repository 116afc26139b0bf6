import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/authenticate';
import { paginate, readIdFilter, readPageParams } from '../../lib/pagination';
import { parseId } from '../../services/activities/access';
import {
  CATALOG_PAGE_SIZE,
  catalogItemJson,
  catalogItemsJson,
  findCatalogItem,
  listCatalogItems,
  listCategories,
  listExternalProducts,
  readTree,
} from '../../services/learning/catalog';
import type { PaypalOrderSource } from '../../services/learning/orders';
import { orderCatalogItem } from '../../services/learning/orders';
import { listPurchases, purchasesJson } from '../../services/learning/purchases';
import { optionalUserId } from './optional-user';

interface IdParams {
  Params: { id: string };
}

/** The training shop: categories, catalogue, detail, order, purchased courses, partner products. */
export function registerCourseCatalogRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  orders: PaypalOrderSource,
): void {
  app.get('/api/categories/', async (request) => {
    readTree(request.query);
    return listCategories(ctx.db);
  });

  app.get('/api/catalogitems/', async (request) => {
    const userId = await optionalUserId(ctx, request);
    const page = readPageParams(request.query, CATALOG_PAGE_SIZE);
    const { total, rows } = await listCatalogItems(ctx.db, request.query, page);
    return paginate(request, page, total, await catalogItemsJson(ctx.db, rows, userId));
  });

  // ?category= is accepted (the web app sends the active filter) and does not narrow the lookup.
  app.get<IdParams>('/api/catalogitems/:id/', async (request) => {
    const userId = await optionalUserId(ctx, request);
    readIdFilter(request.query, 'category');
    const row = await findCatalogItem(ctx.db, parseId(request.params.id));
    return catalogItemJson(ctx.db, row, userId);
  });

  app.post<IdParams>('/api/catalogitems/:id/order/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    const id = parseId(request.params.id);
    const result = await orderCatalogItem(ctx, orders, userId, id, request.body);
    return reply
      .code(result.created ? 201 : 200)
      .send(await purchasesJson(ctx.db, result.purchases, userId));
  });

  app.get('/api/purchaseditems/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    readTree(request.query);
    const page = readPageParams(request.query, CATALOG_PAGE_SIZE);
    const { total, rows } = await listPurchases(ctx.db, userId, page);
    return paginate(request, page, total, await purchasesJson(ctx.db, rows, userId));
  });

  app.get('/api/external-products/', async () => listExternalProducts(ctx.db));
}
