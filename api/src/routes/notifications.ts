import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authenticate } from '../lib/authenticate';
import { paginate, queryParam, readPageParams } from '../lib/pagination';
import {
  listNotifications,
  readAllNotifications,
  unreadTotal,
} from '../services/notifications/feed';

/** The feed's page size (?page_size= still works, as on every list). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The notification bell: the feed, the unread count, read-all. Per user only. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/notifications/', async (request) => {
    const { userId } = await authenticate(ctx, request);
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

  app.get('/api/notifications/unread_notifications/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    return { total: await unreadTotal(ctx.db, userId) };
  });

  // A GET that writes, as the web client calls it when the dropdown opens.
  app.get('/api/notifications/readall/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    await readAllNotifications(ctx.db, userId);
    return { total: 0 };
  });
}
