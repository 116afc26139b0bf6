import { and, eq, getTableColumns, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidates, demands, offices } from '../../db/schema';
import type { DemandStatus } from '../../db/schema';
import { ASSIGNED_STATES } from '../../domain/activity-rules';
import { ValidationError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import type { PageParams } from '../../lib/pagination';
import { likeEscape, queryParam, searchParam } from '../../lib/pagination';
import type { Placeholders, SortKey } from '../../db/json-rows';
import {
  idArray,
  jsonArray,
  jsonStatements,
  jsonTotal,
  orderBy,
  tableRows,
} from '../../db/json-rows';
import type { CandidateRow, DemandContext, DemandRow } from '../../serializers/demand';
import { demandContextFrom, demandContextSql } from '../../serializers/demand';
import { demandAsRead, demandStatusIs, isOpen, pairAsRead } from './expiry';

export const REQUESTER_FILTERS = [
  'PENDING',
  'ASSIGNED',
  'COMPLETED',
  'PAID',
  'ANNULLED',
  'EXPIRED',
] as const;
export const CANDIDATE_FILTERS = ['PENDING', 'ACCEPTED', 'REJECTED', 'DEAD'] as const;
export const ASSIGNEE_FILTERS = ['ASSIGNED', 'COMPLETED', 'PAID'] as const;

/** ?status= among the allowed values (case-insensitive); absent, empty or ALL means all. */
export function readStatusFilter<T extends string>(query: unknown, allowed: readonly T[]) {
  const raw = queryParam(query, 'status')?.trim().toUpperCase();
  if (!raw || raw === 'ALL') return undefined;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ValidationError({ status: [MSG.invalidChoice] });
  }
  return raw as T;
}

/** The ILIKE pattern of ?search= (for the `search` placeholder), or null without one. */
function searchPattern(query: unknown): string | null {
  const search = likeEscape(searchParam(query));
  return search ? `%${search}%` : null;
}

/** ?search= in the activity, the office name, the notes and the judge. */
function searchCondition(pattern: Placeholder): SQL | undefined {
  return or(
    ilike(demands.activity, pattern),
    ilike(offices.name, pattern),
    ilike(demands.notes, pattern),
    ilike(demands.judge, pattern),
  );
}

/** What changes the text of a list's statement (see jsonStatements): the filters given. */
interface ListShape<S> {
  status: S | undefined;
  search: boolean;
}

/** A list's shape and the values its statement runs with: caller, time, pattern, page. */
function listRequest<S>(
  status: S | undefined,
  userId: number,
  query: unknown,
  page: PageParams,
  now: Date,
) {
  const search = searchPattern(query);
  const shape: ListShape<S> = { status, search: search !== null };
  return { shape, values: { userId, now, search, limit: page.pageSize, offset: page.offset } };
}

/**
 * Sort keys that put the rows meeting `first` on top, the soonest activity first, then the rest
 * in the order of `then`. The two leading keys are expressions, selected as `<name>_rank` and
 * `<name>_datetime` (a JSON array sorts again by them, see jsonArray).
 */
export function soonestFirstWhen(name: string, first: SQL, then: SortKey[]) {
  const rank = sql<number>`case when ${first} then 0 else 1 end`.as(`${name}_rank`);
  const datetime = sql<Date | null>`case when ${first} then ${demands.datetime} end`.as(
    `${name}_datetime`,
  );
  const keys: SortKey[] = [[rank, 'asc'], [datetime, 'asc'], ...then];
  return { selected: { [`${name}Rank`]: rank, [`${name}Datetime`]: datetime }, keys };
}

/**
 * Open requests first (still waiting for a colleague, the activity ahead), the soonest on top:
 * the one expiring today is the one to act on. Then the rest, newest activity first.
 */
const pageOrder = (now: Placeholders['now']) =>
  soonestFirstWhen('open', isOpen(now), [
    [demands.datetime, 'desc'],
    [demands.id, 'desc'],
  ]);

/**
 * The number of rows the query finds, in the same statement as its page. An empty page has no
 * row to carry it, but then the total does not matter: page 1 is empty (0) and a later page is
 * past the end whatever the total (the 404 of paginate()).
 */
export const TOTAL = sql<number>`count(*) over ()`.as('total');

const qb = new QueryBuilder();

/**
 * Candidate rows with their demand's datetime (which orders them) and the total, for a named
 * query of candidates joined to their demands.
 */
export const CANDIDATE_ROW = {
  ...getTableColumns(candidates),
  demandDatetime: sql`${demands.datetime}`.as('demand_datetime'),
  total: TOTAL,
};

/** A named query of the demands of the candidate rows of the named query `name`. */
export function demandsOfCandidates(name: string) {
  const demandIds = idArray(sql`select demand_id from ${sql.identifier(name)}`);
  return qb
    .select()
    .from(demands)
    .where(sql`${demands.id} = any(${demandIds})`);
}

/** The (candidate, demand) pairs of the JSON arrays of those two named queries, as read at `now`. */
export function candidatePairs(candidatesJson: unknown, demandsJson: unknown, now: Date) {
  const demandOf = new Map(tableRows(demands, demandsJson).map((row) => [row.id, row]));
  return tableRows(candidates, candidatesJson).map((own) => {
    const demand = demandOf.get(own.demandId);
    if (!demand) throw new Error(`candidate ${own.id}: missing demand`);
    return pairAsRead({ own, demand }, now);
  });
}

/** A statement of a page of demands and what serializing them needs (see demandContextSql). */
function demandPageStatement(p: Placeholders, where: SQL | undefined) {
  const order = pageOrder(p.now);
  const context = demandContextSql(
    idArray(sql`select id from page`),
    idArray(sql`select user_id from page`),
  );
  return {
    with: {
      page: qb
        .select({ ...getTableColumns(demands), total: TOTAL, ...order.selected })
        .from(demands)
        .innerJoin(offices, eq(offices.id, demands.officeId))
        .where(where)
        .orderBy(...orderBy(order.keys))
        .limit(p.limit)
        .offset(p.offset),
      ...context.with,
    },
    select: { page: jsonArray('page', order.keys), ...context.select },
  };
}

async function demandPage(json: Record<string, unknown>, db: Executor, now: Date) {
  return {
    total: jsonTotal(json.page),
    rows: tableRows(demands, json.page).map((row) => demandAsRead(row, now)),
    context: await demandContextFrom(db, { accepted: json.accepted, parties: json.parties }, now),
  };
}

const ownDemandsStatement = jsonStatements((p, shape: ListShape<DemandStatus>) =>
  demandPageStatement(
    p,
    and(
      eq(demands.userId, p.userId),
      eq(demands.deleted, false),
      shape.status ? demandStatusIs(shape.status, p.now) : undefined,
      shape.search ? searchCondition(p.search) : undefined,
    ),
  ),
);

/** GET demands/: the requester's own demands, not soft-deleted, as read at `now`. */
export async function listOwnDemands(
  db: Executor,
  userId: number,
  query: unknown,
  page: PageParams,
  now: Date,
) {
  const status = readStatusFilter<DemandStatus>(query, REQUESTER_FILTERS);
  const { shape, values } = listRequest(status, userId, query, page, now);
  return demandPage(await ownDemandsStatement(db, shape, values), db, now);
}

const receivedDemandsStatement = jsonStatements(
  (p, shape: ListShape<(typeof ASSIGNEE_FILTERS)[number]>) =>
    demandPageStatement(
      p,
      and(
        eq(demands.assigneeId, p.userId),
        eq(demands.assigneeDeleted, false),
        shape.status
          ? eq(demands.status, shape.status)
          : inArray(demands.status, [...ASSIGNED_STATES]),
        shape.search ? searchCondition(p.search) : undefined,
      ),
    ),
);

/** GET received-demands/: demands assigned to the caller (ASSIGNED, COMPLETED, PAID). */
export async function listReceivedDemands(
  db: Executor,
  userId: number,
  query: unknown,
  page: PageParams,
  now: Date,
) {
  const status = readStatusFilter(query, ASSIGNEE_FILTERS);
  const { shape, values } = listRequest(status, userId, query, page, now);
  return demandPage(await receivedDemandsStatement(db, shape, values), db, now);
}

/**
 * The candidate tabs are disjoint: Nuove, In attesa di assegnazione and Rifiutate while the
 * demand is still PENDING; Non più disponibili once the candidate is DEAD or the demand was
 * annulled, expired or assigned to someone else.
 */
function candidateFilter(
  status: (typeof CANDIDATE_FILTERS)[number],
  userId: Placeholder,
  now: Placeholder,
) {
  if (status !== 'DEAD') return and(eq(candidates.status, status), isOpen(now));
  return or(
    eq(candidates.status, 'DEAD'),
    eq(demands.status, 'ANNULLED'),
    demandStatusIs('EXPIRED', now),
    and(
      inArray(demands.status, [...ASSIGNED_STATES]),
      or(isNull(demands.assigneeId), ne(demands.assigneeId, userId)),
    ),
  );
}

/**
 * Pages of candidate rows, in their demands' order (the demands come apart, same column names).
 * The availabilities still in play come first (given or not yet answered, on a request still
 * open), the soonest on top: the one expiring today is the one to act on. Then the rest, newest
 * activity first.
 */
function invitationOrder(now: Placeholders['now']) {
  const inPlay = and(inArray(candidates.status, ['PENDING', 'ACCEPTED']), isOpen(now)) as SQL;
  return soonestFirstWhen('open', inPlay, [
    [demands.datetime, 'desc', 'demand_datetime'],
    [candidates.demandId, 'desc'],
    [candidates.id, 'desc'],
  ]);
}

const invitationsStatement = jsonStatements(
  (p, shape: ListShape<(typeof CANDIDATE_FILTERS)[number]>) => {
    const context = demandContextSql(
      idArray(sql`select demand_id from page`),
      idArray(sql`select user_id from page union select user_id from page_demands`),
    );
    const order = invitationOrder(p.now);
    const where = and(
      eq(candidates.userId, p.userId),
      eq(candidates.deleted, false),
      shape.status ? candidateFilter(shape.status, p.userId, p.now) : undefined,
      shape.search ? searchCondition(p.search) : undefined,
    );
    return {
      with: {
        page: qb
          .select({ ...CANDIDATE_ROW, ...order.selected })
          .from(candidates)
          .innerJoin(demands, eq(demands.id, candidates.demandId))
          .innerJoin(offices, eq(offices.id, demands.officeId))
          .where(where)
          .orderBy(...orderBy(order.keys))
          .limit(p.limit)
          .offset(p.offset),
        page_demands: demandsOfCandidates('page'),
        ...context.with,
      },
      select: {
        page: jsonArray('page', order.keys),
        pageDemands: jsonArray('page_demands'),
        ...context.select,
      },
    };
  },
);

/** GET invitations/received/: the caller's own invitations, not soft-deleted, as read at `now`. */
export async function listOwnInvitations(
  db: Executor,
  userId: number,
  query: unknown,
  page: PageParams,
  now: Date,
): Promise<{
  total: number;
  rows: { own: CandidateRow; demand: DemandRow }[];
  context: DemandContext;
}> {
  const status = readStatusFilter(query, CANDIDATE_FILTERS);
  const { shape, values } = listRequest(status, userId, query, page, now);
  const json = await invitationsStatement(db, shape, values);
  return {
    total: jsonTotal(json.page),
    rows: candidatePairs(json.page, json.pageDemands, now),
    context: await demandContextFrom(db, json, now),
  };
}
