import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { OFFICE_TYPES, cities, offices } from '../../db/schema';
import type { OfficeType } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import type { ErrorTree } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import {
  likeEscape,
  paginate,
  queryParam,
  readPageParams,
  searchParam,
} from '../../lib/pagination';
import { officeJson } from '../../serializers/lookups';
import { audienceOf } from './audience';

function readFilters(query: unknown) {
  const errors: ErrorTree = {};
  const role = queryParam(query, 'role');
  const audience = role ? audienceOf(role) : 'all';
  if (audience === null) errors.role = [MSG.invalidChoice];
  const officeType = queryParam(query, 'office_type')?.toUpperCase();
  if (officeType && !(OFFICE_TYPES as readonly string[]).includes(officeType)) {
    errors.office_type = [MSG.invalidChoice];
  }
  const rawCoa = queryParam(query, 'is_coa')?.toLowerCase();
  const isCoa = rawCoa === undefined || rawCoa === '' ? undefined : ['true', '1'].includes(rawCoa);
  if (rawCoa && !['true', 'false', '1', '0'].includes(rawCoa)) errors.is_coa = [MSG.invalidBoolean];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { audience, officeType: officeType as OfficeType | undefined, isCoa };
}

export function registerOfficesRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/offices/', async (request) => {
    const params = readPageParams(request.query);
    const search = likeEscape(searchParam(request.query));
    const filters = readFilters(request.query);
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
