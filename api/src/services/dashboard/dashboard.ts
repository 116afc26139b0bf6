import { EXPIRING_WINDOW_MS } from '@colleghi/rules';
import { and, eq, getTableColumns, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { SortKey } from '../../db/json-rows';
import type { Placeholders } from '../../db/json-rows';
import {
  idArray,
  jsonArray,
  jsonStatement,
  jsonTotal,
  orderBy,
  tableRows,
} from '../../db/json-rows';
import { candidates, dashboardCards, demands, events } from '../../db/schema';
import { romeDate } from '../../domain/agenda';
import type { DemandJson } from '../../serializers/demand';
import {
  demandContextFrom,
  demandContextSql,
  demandsAndInvitationsJson,
} from '../../serializers/demand';
import {
  EVENT_ORDER,
  EVENT_WITH_NOTICE,
  eventsFromJson,
  eventsJson,
} from '../../serializers/event';
import type { EventJson } from '../../serializers/event';
import { isOpen } from '../activities/expiry';
import {
  CANDIDATE_ROW,
  TOTAL,
  candidatePairs,
  demandsOfCandidates,
  soonestFirstWhen,
} from '../activities/lists';
import type { DashboardCardJson } from './cards';
import { CARD_ORDER, openCardsQuery, visibleCards } from './cards';

/** How many upcoming events, and how many items of each activity list, the dashboard carries. */
export const DASHBOARD_EVENTS = 5;
export const DASHBOARD_LIST_SIZE = 3;

const ROME_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type CandidateJson = NonNullable<DemandJson['assigned_candidate']>;

/** What the dashboard sends of a candidate: enough for a picture and a name. */
export interface CandidatePreview {
  id: number;
  user: { id: number; first_name: string; last_name: string; profile: { picture: string | null } };
}

export type DashboardDemandJson = Omit<DemandJson, 'active_candidates'> & {
  active_candidates: CandidatePreview[];
};

export interface DashboardJson {
  events: EventJson[];
  cards: DashboardCardJson[];
  counters: { demands: number; candidates: number; assigned_demands: number };
  demands: DashboardDemandJson[];
  candidates: Awaited<ReturnType<typeof demandsAndInvitationsJson>>['invitations'];
  assigned_demands: DashboardDemandJson[];
}

/** The preview keeps the serializer's masking: a masked candidate keeps only the initial. */
function preview(candidate: CandidateJson): CandidatePreview {
  const { user } = candidate;
  return {
    id: candidate.id,
    user: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      profile: { picture: user.profile.picture },
    },
  };
}

const qb = new QueryBuilder();

/**
 * Dashboard lists: own requests newest first, except that those expiring (their activity less
 * than a day away, `p.expiringBefore`) come first, the soonest on top, so that the three shown
 * always include them; assignments and candidacies soonest first.
 */
const ownOrder = (p: Placeholders) =>
  soonestFirstWhen('expiring', lt(demands.datetime, p.expiringBefore), [
    [demands.createdAt, 'desc'],
    [demands.id, 'desc'],
  ]);
const ASSIGNED_ORDER: SortKey[] = [
  [demands.datetime, 'asc'],
  [demands.id, 'asc'],
];
const CANDIDACY_ORDER: SortKey[] = [
  [demands.datetime, 'asc', 'demand_datetime'],
  [candidates.id, 'asc'],
];

/**
 * The user's next events from now (Italian wall clock, the day `p.today` and the time `p.time`):
 * later days, and today's all-day events or timed ones not over yet. Postponed hearings are left
 * out (their new date is another event). With each fulfilment's notice, for the serializer.
 */
function upcomingEvents(p: Placeholders) {
  return qb
    .select(EVENT_WITH_NOTICE)
    .from(events)
    .where(
      and(
        eq(events.userId, p.userId),
        ne(events.status, 'POSTPONED'),
        or(
          gt(events.date, p.today),
          and(
            eq(events.date, p.today),
            or(
              eq(events.allDay, true),
              sql`coalesce(${events.endTime}, ${events.startTime}) >= ${p.time}::time`,
            ),
          ),
        ),
      ),
    )
    .orderBy(...orderBy(EVENT_ORDER))
    .limit(DASHBOARD_EVENTS);
}

/** Open requests of the user (PENDING, datetime not past), and how many. */
function openDemands(p: Placeholders, order: ReturnType<typeof ownOrder>) {
  return qb
    .select({ ...getTableColumns(demands), total: TOTAL, ...order.selected })
    .from(demands)
    .where(and(eq(demands.userId, p.userId), eq(demands.deleted, false), isOpen(p.now)))
    .orderBy(...orderBy(order.keys))
    .limit(DASHBOARD_LIST_SIZE);
}

/** The user's availabilities: PENDING or ACCEPTED candidacies on open demands, and how many. */
function openCandidacies(p: Placeholders) {
  return qb
    .select(CANDIDATE_ROW)
    .from(candidates)
    .innerJoin(demands, eq(demands.id, candidates.demandId))
    .where(
      and(
        eq(candidates.userId, p.userId),
        eq(candidates.deleted, false),
        inArray(candidates.status, ['PENDING', 'ACCEPTED']),
        isOpen(p.now),
      ),
    )
    .orderBy(...orderBy(CANDIDACY_ORDER))
    .limit(DASHBOARD_LIST_SIZE);
}

/** Assignments received and not concluded yet (ASSIGNED), and how many. */
function openAssignments(p: Placeholders) {
  return qb
    .select({ ...getTableColumns(demands), total: TOTAL })
    .from(demands)
    .where(
      and(
        eq(demands.assigneeId, p.userId),
        eq(demands.assigneeDeleted, false),
        eq(demands.status, 'ASSIGNED'),
      ),
    )
    .orderBy(...orderBy(ASSIGNED_ORDER))
    .limit(DASHBOARD_LIST_SIZE);
}

/** The dashboard's statement: for the user `p.userId` at `p.now`. */
const dashboardStatement = jsonStatement((p) => {
  const own = ownOrder(p);
  const context = demandContextSql(
    idArray(
      sql`select id from own union select id from assigned union select demand_id from candidacies`,
    ),
    idArray(sql`select ${p.userId}::int union select user_id from own
      union select user_id from assigned union select user_id from candidacy_demands`),
  );
  return {
    with: {
      upcoming: upcomingEvents(p),
      cards: openCardsQuery(p.userId),
      own: openDemands(p, own),
      assigned: openAssignments(p),
      candidacies: openCandidacies(p),
      candidacy_demands: demandsOfCandidates('candidacies'),
      ...context.with,
    },
    select: {
      upcoming: jsonArray('upcoming', EVENT_ORDER),
      cards: jsonArray('cards', CARD_ORDER),
      own: jsonArray('own', own.keys),
      assigned: jsonArray('assigned', ASSIGNED_ORDER),
      candidacies: jsonArray('candidacies', CANDIDACY_ORDER),
      candidacyDemands: jsonArray('candidacy_demands'),
      ...context.select,
    },
  };
});

/**
 * GET dashboard/: everything the widgets show, for the signed-in user only, read in one
 * statement. The lists go through the activity serializers with the same views (and masking)
 * as the activity lists; the cards' audiences depend on the user's own party, loaded with the
 * lists' people.
 */
export async function buildDashboard(ctx: AppContext, userId: number): Promise<DashboardJson> {
  const now = ctx.clock();
  const json = await dashboardStatement(ctx.db, {
    userId,
    now,
    expiringBefore: new Date(now.getTime() + EXPIRING_WINDOW_MS),
    today: romeDate(now),
    time: ROME_TIME.format(now),
  });
  const loaded = await demandContextFrom(ctx.db, json, now);
  const upcomingRows = eventsFromJson(json.upcoming);
  const upcoming = await eventsJson(ctx.db, upcomingRows.rows, upcomingRows.notices);
  const own = { total: jsonTotal(json.own), rows: tableRows(demands, json.own) };
  const assigned = { total: jsonTotal(json.assigned), rows: tableRows(demands, json.assigned) };
  const candidacies = {
    total: jsonTotal(json.candidacies),
    rows: candidatePairs(json.candidacies, json.candidacyDemands, now),
  };

  // One serializer pass for the three lists: their people, offices and skills come together.
  const listed = await demandsAndInvitationsJson(
    ctx,
    [
      ...own.rows.map((demand) => ({ demand, view: { kind: 'requester' } as const })),
      ...assigned.rows.map((demand) => ({ demand, view: { kind: 'assignee' } as const })),
    ],
    candidacies.rows,
    loaded,
  );
  const cards = visibleCards(tableRows(dashboardCards, json.cards), loaded.parties.get(userId));
  const ownJson = listed.demands.slice(0, own.rows.length);
  const assignedJson = listed.demands.slice(own.rows.length);
  return {
    events: upcoming,
    cards,
    counters: {
      demands: own.total,
      candidates: candidacies.total,
      assigned_demands: assigned.total,
    },
    // The requester sees the colleagues who accepted (accepted means unmasked).
    demands: ownJson.map((demand) => ({
      ...demand,
      active_candidates: demand.active_candidates.map(preview),
    })),
    candidates: listed.invitations,
    // The assignee sees no other candidate: only the assigned one, the user themself.
    assigned_demands: assignedJson.map((demand) => ({
      ...demand,
      active_candidates: demand.assigned_candidate ? [preview(demand.assigned_candidate)] : [],
    })),
  };
}
