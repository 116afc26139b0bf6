import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sessionOf } from '../../lib/authenticate';
import { paginate, readIdFilter, readPageParams } from '../../lib/pagination';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { nullableText, strictObject } from '../../lib/schema/fields';
import { pageQuery, paginated } from '../../lib/schema/responses';
import { queryText } from '../../lib/schema/query';
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
import { CatalogItem, CourseCategory, ExternalProduct, PurchasedItem } from './schemas';

const TAGS = ['Corsi'];
const IdParams = z.object({ id: z.string().meta({ description: 'Id numerico.' }) });
const tree = queryText('Il catalogo: solo "course" (o assente).');
const category = queryText('Id della categoria.');

const OrderBody = strictObject({
  /** The COMPLETED PayPal order that paid for the item; absent or null for free items. */
  order: nullableText({ max: 100 }),
});

/** The training shop: categories, catalogue, detail, order, purchased courses, partner products. */
export function registerCourseCatalogRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  orders: PaypalOrderSource,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/categories/',
    {
      schema: {
        summary: 'Categorie dei corsi',
        tags: TAGS,
        querystring: z.object({ tree }),
        response: { 200: z.array(CourseCategory) },
      },
    },
    async (request) => {
      readTree(request.query);
      return listCategories(ctx.db);
    },
  );

  api.get(
    '/api/catalogitems/',
    {
      schema: {
        summary: 'Catalogo dei corsi e dei pacchetti, dal più recente',
        tags: TAGS,
        querystring: z.object({
          ...pageQuery,
          tree,
          category,
          search: queryText('Testo cercato nel nome e nella descrizione.'),
        }),
        response: { 200: paginated(CatalogItem) },
      },
    },
    async (request) => {
      const userId = await optionalUserId(ctx, request);
      const page = readPageParams(request.query, CATALOG_PAGE_SIZE);
      const { total, rows } = await listCatalogItems(ctx.db, request.query, page);
      return paginate(request, page, total, await catalogItemsJson(ctx.db, rows, userId));
    },
  );

  // ?category= is accepted (the web app sends the active filter) and does not narrow the lookup.
  api.get(
    '/api/catalogitems/:id/',
    {
      schema: {
        summary: 'Dettaglio di un corso o pacchetto',
        tags: TAGS,
        params: IdParams,
        querystring: z.object({ category }),
        response: { 200: CatalogItem },
      },
    },
    async (request) => {
      const userId = await optionalUserId(ctx, request);
      readIdFilter(request.query, 'category');
      const row = await findCatalogItem(ctx.db, parseId(request.params.id));
      return catalogItemJson(ctx.db, row, userId);
    },
  );

  api.post(
    '/api/catalogitems/:id/order/',
    {
      schema: {
        summary: 'Acquista un corso o pacchetto (pagato con un ordine PayPal completato)',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: IdParams,
        body: OrderBody,
        response: { 200: z.array(PurchasedItem), 201: z.array(PurchasedItem) },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const id = parseId(request.params.id);
      const orderId = request.body.order ?? null;
      const result = await orderCatalogItem(ctx, orders, userId, id, orderId);
      return reply
        .code(result.created ? 201 : 200)
        .send(await purchasesJson(ctx.db, result.purchases, userId));
    },
  );

  api.get(
    '/api/purchaseditems/',
    {
      schema: {
        summary: 'Corsi acquistati dall’utente, dal più recente',
        tags: TAGS,
        security: TOKEN_AUTH,
        querystring: z.object({ ...pageQuery, tree }),
        response: { 200: paginated(PurchasedItem) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      readTree(request.query);
      const page = readPageParams(request.query, CATALOG_PAGE_SIZE);
      const { total, rows } = await listPurchases(ctx.db, userId, page);
      return paginate(request, page, total, await purchasesJson(ctx.db, rows, userId));
    },
  );

  api.get(
    '/api/external-products/',
    {
      schema: {
        summary: 'Prodotti dei partner',
        tags: TAGS,
        response: { 200: z.array(ExternalProduct) },
      },
    },
    async () => listExternalProducts(ctx.db),
  );
}
