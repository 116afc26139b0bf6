import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { sessionOf } from '../lib/authenticate';
import { paginate, queryParam, readPageParams } from '../lib/pagination';
import { TOKEN_AUTH } from '../lib/schema/fastify';
import { pageQuery } from '../lib/schema/query';
import { paginated } from '../lib/schema/responses';
import {
  Notification,
  listNotifications,
  readAllNotifications,
  unreadTotal,
} from '../services/notifications/feed';

/** The feed's page size (?page_size= still works, as on every list). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The notification bell: the feed, the unread count, read-all. Per user only. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const Total = z.object({ total: z.number().int() });
  const tags = ['Notifiche'];
  const feed = {
    summary: "Le notifiche dell'utente, dalla più recente",
    tags,
    security: TOKEN_AUTH,
    querystring: z.object(pageQuery),
    response: { 200: paginated(Notification) },
  };
  api.get('/api/notifications/', { schema: feed }, async (request) => {
    const { userId } = sessionOf(request);
    const params = readPageParams(request.query);
    const size = Number(queryParam(request.query, 'page_size'));
    const page =
      !Number.isSafeInteger(size) || size < 1
        ? {
            ...params,
            pageSize: NOTIFICATIONS_PAGE_SIZE,
            offset: (params.page - 1) * NOTIFICATIONS_PAGE_SIZE,
          }
        : params;
    const { total, results } = await listNotifications(ctx.db, userId, page, ctx.webUrl);
    return paginate(request, page, total, results);
  });

  const unread = {
    summary: 'Quante notifiche non sono lette',
    tags,
    security: TOKEN_AUTH,
    response: { 200: Total },
  };
  api.get('/api/notifications/unread_notifications/', { schema: unread }, async (request) => {
    const { userId } = sessionOf(request);
    return { total: await unreadTotal(ctx.db, userId) };
  });

  // A GET that writes, as the web client calls it when the dropdown opens.
  const readAll = {
    summary: 'Segna tutte le notifiche come lette (alla apertura del menu)',
    tags,
    security: TOKEN_AUTH,
    response: { 200: Total },
  };
  api.get('/api/notifications/readall/', { schema: readAll }, async (request) => {
    const { userId } = sessionOf(request);
    await readAllNotifications(ctx.db, userId);
    return { total: 0 };
  });
}
