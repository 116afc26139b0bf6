import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { menuItems } from '../../db/schema';
import { paginate, readPageParams } from '../../lib/pagination';
import { pageQuery, queryText } from '../../lib/schema/query';
import { paginated } from '../../lib/schema/responses';

const MenuItem = z.object({ link: z.string(), title: z.string() }).meta({ id: 'MenuItem' });

export function registerMenusRoute(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    summary: "Le voci del menu di un'applicazione",
    tags: ['Elenchi'],
    querystring: z.object({
      ...pageQuery,
      app: queryText("Nome dell'applicazione; 'web' se assente."),
    }),
    response: { 200: paginated(MenuItem) },
  };
  api.get('/api/menus/', { schema }, async (request) => {
    const params = readPageParams(request.query);
    // The client sends its app name lower-cased; 'web' when absent.
    const appName = (request.query.app ?? 'web').trim().toLowerCase() || 'web';
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
