import { and, asc, count, ilike, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { skills } from '../../db/schema';
import { likeEscape, paginate, readPageParams, searchParam } from '../../lib/pagination';
import { searchPageQuery } from '../../lib/schema/query';
import { paginated } from '../../lib/schema/responses';
import { Skill, skillJson } from '../../serializers/lookups';

/** Generic (12), chancellery (16) and chamber of commerce (17) are never offered in pick lists. */
export const EXCLUDED_SKILL_IDS = [12, 16, 17];

export function registerSkillsRoute(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    summary: 'Competenze che si possono scegliere',
    tags: ['Elenchi'],
    querystring: z.object(searchPageQuery),
    response: { 200: paginated(Skill) },
  };
  api.get('/api/skills/', { schema }, async (request) => {
    const params = readPageParams(request.query);
    const search = likeEscape(searchParam(request.query));
    const where = and(
      notInArray(skills.id, EXCLUDED_SKILL_IDS),
      search ? ilike(skills.name, `%${search}%`) : undefined,
    );
    const [{ total }] = await ctx.db.select({ total: count() }).from(skills).where(where);
    const rows = await ctx.db
      .select()
      .from(skills)
      .where(where)
      .orderBy(asc(skills.name), asc(skills.id))
      .limit(params.pageSize)
      .offset(params.offset);
    return paginate(request, params, total, rows.map(skillJson));
  });
}
