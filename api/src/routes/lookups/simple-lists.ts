import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AUTOCOMPLETE_KINDS, autocompleteEntries, sections, subjects } from '../../db/schema';
import type { AutocompleteKind } from '../../db/schema';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { likeEscape, paginate, readPageParams, searchParam } from '../../lib/pagination';
import { searchPageQuery } from '../../lib/schema/query';
import { paginated } from '../../lib/schema/responses';
import { NamedEntry } from '../../serializers/lookups';
import { roleQuery } from './offices';

const namedList = (summary: string) => ({
  summary,
  tags: ['Elenchi'],
  querystring: z.object(searchPageQuery),
  response: { 200: paginated(NamedEntry) },
});

/** The { id, name } lists: subjects, AIGA sections and the autocomplete suggestions. */
export function registerSimpleListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/subjects/', { schema: namedList('Materie') }, async (request) => {
    const params = readPageParams(request.query);
    const search = likeEscape(searchParam(request.query));
    const where = search ? ilike(subjects.name, `%${search}%`) : undefined;
    const [{ total }] = await ctx.db.select({ total: count() }).from(subjects).where(where);
    const rows = await ctx.db
      .select({ id: subjects.id, name: subjects.name })
      .from(subjects)
      .where(where)
      .orderBy(asc(subjects.name), asc(subjects.id))
      .limit(params.pageSize)
      .offset(params.offset);
    return paginate(request, params, total, rows);
  });

  api.get('/api/aigasections/', { schema: namedList('Sezioni AIGA') }, async (request) => {
    const params = readPageParams(request.query);
    const search = likeEscape(searchParam(request.query));
    const where = and(
      eq(sections.kind, 'AIGA'),
      search ? ilike(sections.name, `%${search}%`) : undefined,
    );
    const [{ total }] = await ctx.db.select({ total: count() }).from(sections).where(where);
    const rows = await ctx.db
      .select({ id: sections.id, name: sections.name })
      .from(sections)
      .where(where)
      .orderBy(asc(sections.name), asc(sections.id))
      .limit(params.pageSize)
      .offset(params.offset);
    return paginate(request, params, total, rows);
  });

  const autocomplete = {
    ...namedList('Suggerimenti per un campo (ruoli, materie, ...)'),
    params: z.object({
      kind: z
        .string()
        .meta({ description: AUTOCOMPLETE_KINDS.join(', '), enum: [...AUTOCOMPLETE_KINDS] }),
    }),
    querystring: z.object({ ...searchPageQuery, role: roleQuery('lawyer') }),
  };
  api.get('/api/autocomplete/:kind/', { schema: autocomplete }, async (request) => {
    const kind = request.params.kind;
    if (!(AUTOCOMPLETE_KINDS as readonly string[]).includes(kind)) {
      throw detailError(404, MSG.notFound);
    }
    const params = readPageParams(request.query);
    const search = likeEscape(searchParam(request.query));
    // Without a role the lawyers' list is served: they are most users.
    const audience = request.query.role;
    const where = and(
      eq(autocompleteEntries.kind, kind as AutocompleteKind),
      inArray(autocompleteEntries.audience, ['all', audience]),
      search ? ilike(autocompleteEntries.name, `%${search}%`) : undefined,
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(autocompleteEntries)
      .where(where);
    const rows = await ctx.db
      .select({ id: autocompleteEntries.id, name: autocompleteEntries.name })
      .from(autocompleteEntries)
      .where(where)
      .orderBy(asc(autocompleteEntries.name), asc(autocompleteEntries.id))
      .limit(params.pageSize)
      .offset(params.offset);
    return paginate(request, params, total, rows);
  });
}
