import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { candidates, demands, events } from '../../db/schema';
import { romeDate } from '../../domain/agenda';
import type { DemandJson } from '../../serializers/demand';
import { demandsAndInvitationsJson } from '../../serializers/demand';
import { eventsJson } from '../../serializers/event';
import type { EventJson } from '../../serializers/event';
import { isOpen } from '../activities/expiry';
import { TOTAL, totalOf } from '../activities/lists';
import type { DashboardCardJson } from './cards';
import { visibleCards } from './cards';

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

/**
 * The user's next events from now (Italian wall clock): later days, and today's all-day events
 * or timed ones not over yet. Postponed hearings are left out (their new date is another event).
 */
async function upcomingEvents(db: Executor, userId: number, now: Date) {
  const today = romeDate(now);
  const time = ROME_TIME.format(now);
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.userId, userId),
        ne(events.status, 'POSTPONED'),
        or(
          gt(events.date, today),
          and(
            eq(events.date, today),
            or(
              eq(events.allDay, true),
              sql`coalesce(${events.endTime}, ${events.startTime}) >= ${time}::time`,
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(events.date), desc(events.allDay), asc(events.startTime), asc(events.id))
    .limit(DASHBOARD_EVENTS);
  return eventsJson(db, rows);
}

/** Open requests of the user (PENDING, datetime not past), newest first, and how many. */
async function openDemands(db: Executor, userId: number, now: Date) {
  const rows = await db
    .select({ demand: demands, total: TOTAL })
    .from(demands)
    .where(and(eq(demands.userId, userId), eq(demands.deleted, false), isOpen(now)))
    .orderBy(desc(demands.createdAt), desc(demands.id))
    .limit(DASHBOARD_LIST_SIZE);
  return { total: totalOf(rows), rows: rows.map((row) => row.demand) };
}

/** The user's availabilities: PENDING or ACCEPTED candidacies on open demands, soonest first. */
async function openCandidacies(db: Executor, userId: number, now: Date) {
  const rows = await db
    .select({ own: candidates, demand: demands, total: TOTAL })
    .from(candidates)
    .innerJoin(demands, eq(demands.id, candidates.demandId))
    .where(
      and(
        eq(candidates.userId, userId),
        eq(candidates.deleted, false),
        inArray(candidates.status, ['PENDING', 'ACCEPTED']),
        isOpen(now),
      ),
    )
    .orderBy(asc(demands.datetime), asc(candidates.id))
    .limit(DASHBOARD_LIST_SIZE);
  return { total: totalOf(rows), rows: rows.map(({ own, demand }) => ({ own, demand })) };
}

/** Assignments received and not concluded yet (ASSIGNED), soonest first, and how many. */
async function openAssignments(db: Executor, userId: number) {
  const rows = await db
    .select({ demand: demands, total: TOTAL })
    .from(demands)
    .where(
      and(
        eq(demands.assigneeId, userId),
        eq(demands.assigneeDeleted, false),
        eq(demands.status, 'ASSIGNED'),
      ),
    )
    .orderBy(asc(demands.datetime), asc(demands.id))
    .limit(DASHBOARD_LIST_SIZE);
  return { total: totalOf(rows), rows: rows.map((row) => row.demand) };
}

/**
 * GET dashboard/: everything the widgets show, for the signed-in user only. The lists go
 * through the activity serializers with the same views (and masking) as the activity lists.
 */
export async function buildDashboard(ctx: AppContext, userId: number): Promise<DashboardJson> {
  const now = ctx.clock();
  const upcoming = await upcomingEvents(ctx.db, userId, now);
  const own = await openDemands(ctx.db, userId, now);
  const candidacies = await openCandidacies(ctx.db, userId, now);
  const assigned = await openAssignments(ctx.db, userId);

  // One serializer pass for the three lists: their people, offices and skills load together,
  // and the user's own party with them (the cards' audiences depend on it).
  const listed = await demandsAndInvitationsJson(
    ctx,
    [
      ...own.rows.map((demand) => ({ demand, view: { kind: 'requester' } as const })),
      ...assigned.rows.map((demand) => ({ demand, view: { kind: 'assignee' } as const })),
    ],
    candidacies.rows,
    [userId],
  );
  const cards = await visibleCards(ctx, userId, listed.parties.get(userId));
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
