import { asc, count, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { cities } from '../../db/schema';
import { likeEscape, paginate, readPageParams, searchParam } from '../../lib/pagination';
import { searchPageQuery } from '../../lib/schema/query';
import { paginated } from '../../lib/schema/responses';
import { City, cityJson } from '../../serializers/lookups';

export function registerCitiesRoute(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    summary: 'Comuni, cercati per nome (prima quelli che iniziano con il testo)',
    tags: ['Elenchi'],
    querystring: z.object(searchPageQuery),
    response: { 200: paginated(City) },
  };
  api.get('/api/cities/', { schema }, async (request) => {
    const params = readPageParams(request.query);
    const search = likeEscape(searchParam(request.query));
    const where = search
      ? or(ilike(cities.name, `%${search}%`), ilike(cities.displayName, `%${search}%`))
      : undefined;
    // Names that start with the text come first ("Roma" before "Castelnuovo di Roma").
    const startsFirst = sql`case when ${cities.displayName} ilike ${`${search}%`} then 0 else 1 end`;
    const [{ total }] = await ctx.db.select({ total: count() }).from(cities).where(where);
    const rows = await ctx.db
      .select()
      .from(cities)
      .where(where)
      .orderBy(startsFirst, asc(cities.name), asc(cities.id))
      .limit(params.pageSize)
      .offset(params.offset);
    return paginate(request, params, total, rows.map(cityJson));
  });
}
