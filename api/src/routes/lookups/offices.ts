import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { OFFICE_TYPES, cities, offices } from '../../db/schema';
import type { OfficeType } from '../../db/schema';
import { MSG } from '../../lib/messages';
import { likeEscape, paginate, readPageParams, searchParam } from '../../lib/pagination';
import { queryChoice, queryText, searchPageQuery } from '../../lib/schema/query';
import { paginated } from '../../lib/schema/responses';
import { Office, officeJson } from '../../serializers/lookups';
import { audienceOf } from './audience';

/** ?role= as the lookups read it (see ./audience.ts); '' or absent: every office. */
/** What ?role= accepts, case-insensitive: an audience or a lawyer's profile type. */
const ROLE_QUERY_VALUES = ['accountant', 'lawyer', 'established', 'practicing', 'qualified'];

export function roleQuery(absent: 'all' | 'lawyer') {
  return queryChoice(
    ROLE_QUERY_VALUES,
    'accountant o lawyer (anche il tipo di profilo).',
  ).transform((role, check) => {
    if (!role) return absent;
    const audience = audienceOf(role);
    if (audience === null) check.addIssue({ code: 'custom', message: MSG.invalidChoice });
    return audience ?? z.NEVER;
  });
}

const OfficeQuery = z.object({
  ...searchPageQuery,
  role: roleQuery('all'),
  office_type: queryChoice(OFFICE_TYPES, 'Tipo di ufficio.').transform((raw, check) => {
    const officeType = raw?.toUpperCase();
    if (!officeType) return undefined;
    if ((OFFICE_TYPES as readonly string[]).includes(officeType)) return officeType as OfficeType;
    check.addIssue({ code: 'custom', message: MSG.invalidChoice });
    return z.NEVER;
  }),
  is_coa: queryText('true/1 o false/0: solo le sedi di un COA, o solo le altre.').transform(
    (raw, check) => {
      const value = raw?.toLowerCase();
      if (!value) return undefined;
      if (['true', '1', 'false', '0'].includes(value)) return ['true', '1'].includes(value);
      check.addIssue({ code: 'custom', message: MSG.invalidBoolean });
      return z.NEVER;
    },
  ),
});

export function registerOfficesRoute(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    summary: 'Uffici giudiziari, cercati per nome o per comune',
    tags: ['Elenchi'],
    querystring: OfficeQuery,
    response: { 200: paginated(Office) },
  };
  api.get('/api/offices/', { schema }, async (request) => {
    const params = readPageParams(request.query);
    const search = likeEscape(searchParam(request.query));
    const { role: audience, office_type: officeType, is_coa: isCoa } = request.query;
    const filters = { audience, officeType, isCoa };
    const where = and(
      search ? or(ilike(offices.name, `%${search}%`), ilike(cities.name, `${search}%`)) : undefined,
      // Accountants work before the tax courts only.
      filters.audience === 'accountant' ? eq(offices.officeType, 'TAX_COURT') : undefined,
      filters.officeType ? eq(offices.officeType, filters.officeType) : undefined,
      filters.isCoa === undefined ? undefined : eq(offices.isCoa, filters.isCoa),
    );
    const cityStartsFirst = sql`case when ${cities.name} ilike ${`${search}%`} then 0 else 1 end`;
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(offices)
      .leftJoin(cities, eq(cities.id, offices.cityId))
      .where(where);
    const rows = await ctx.db
      .select({ office: offices, city: cities })
      .from(offices)
      .leftJoin(cities, eq(cities.id, offices.cityId))
      .where(where)
      .orderBy(cityStartsFirst, asc(offices.name), asc(offices.id))
      .limit(params.pageSize)
      .offset(params.offset);
    return paginate(
      request,
      params,
      total,
      rows.map((row) => officeJson(row.office, row.city)),
    );
  });
}
