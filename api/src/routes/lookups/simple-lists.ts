import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AUTOCOMPLETE_KINDS, autocompleteEntries, sections, subjects } from '../../db/schema';
import type { AutocompleteKind } from '../../db/schema';
import { ValidationError, detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import {
  likeEscape,
  paginate,
  queryParam,
  readPageParams,
  searchParam,
} from '../../lib/pagination';
import { audienceOf } from './audience';

/** The { id, name } lists: subjects, AIGA sections and the autocomplete suggestions. */
export function registerSimpleListRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/subjects/', async (request) => {
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

  app.get('/api/aigasections/', async (request) => {
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

  app.get<{ Params: { kind: string } }>('/api/autocomplete/:kind/', async (request) => {
    const kind = request.params.kind;
    if (!(AUTOCOMPLETE_KINDS as readonly string[]).includes(kind)) {
      throw detailError(404, MSG.notFound);
    }
    const params = readPageParams(request.query);
    const search = likeEscape(searchParam(request.query));
    const role = queryParam(request.query, 'role');
    // Without a role the lawyers' list is served: they are most users.
    const audience = role ? audienceOf(role) : 'lawyer';
    if (audience === null) throw new ValidationError({ role: [MSG.invalidChoice] });
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
