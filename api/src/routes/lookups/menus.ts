import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { menuItems } from '../../db/schema';
import { paginate, queryParam, readPageParams } from '../../lib/pagination';

export function registerMenusRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/menus/', async (request) => {
    const params = readPageParams(request.query);
    // The client sends its app name lower-cased; 'web' when absent.
    const appName = (queryParam(request.query, 'app') ?? 'web').trim().toLowerCase() || 'web';
    const where = eq(menuItems.app, appName);
    const [{ total }] = await ctx.db.select({ total: count() }).from(menuItems).where(where);
    const rows = await ctx.db
      .select({ link: menuItems.link, title: menuItems.title })
      .from(menuItems)
      .where(where)
      .orderBy(asc(menuItems.position), asc(menuItems.id))
      .limit(params.pageSize)
      .offset(params.offset);
    return paginate(request, params, total, rows);
  });
}
