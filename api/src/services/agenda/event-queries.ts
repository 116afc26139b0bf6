import { and, count, desc, eq, gte, ilike, lte, or } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { SortKey } from '../../db/json-rows';
import { jsonArray, jsonStatement, orderBy, tableRows } from '../../db/json-rows';
import { articleRomeDate, articles, events } from '../../db/schema';
import { MAX_CALENDAR_DAYS } from '../../domain/agenda';
import type { DateRange } from '../../lib/date-range';
import { readDateRange } from '../../lib/date-range';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import type { PageParams } from '../../lib/pagination';
import { likeEscape, searchParam } from '../../lib/pagination';
import type { EventRow } from '../../serializers/event';
import { EVENT_ORDER, EVENT_WITH_NOTICE, eventsFromJson } from '../../serializers/event';

/** The caller's own event; anyone else's (or a missing one) is the same 404. */
export async function findOwnEvent(db: Executor, id: number, userId: number): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.userId, userId)));
  if (!row) throw detailError(404, MSG.notFound);
  return row;
}

/** GET events/?search: the user's events, newest date first. */
export async function listOwnEvents(
  db: Executor,
  userId: number,
  query: unknown,
  page: PageParams,
) {
  const search = likeEscape(searchParam(query));
  const pattern = `%${search}%`;
  const where = and(
    eq(events.userId, userId),
    search
      ? or(
          ilike(events.displayName, pattern),
          ilike(events.part1, pattern),
          ilike(events.part2, pattern),
          ilike(events.activity, pattern),
          ilike(events.judge, pattern),
          ilike(events.notes, pattern),
          ilike(events.nrg, pattern),
        )
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(events).where(where);
  const rows = await db
    .select()
    .from(events)
    .where(where)
    .orderBy(desc(events.date), desc(events.allDay), desc(events.startTime), desc(events.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows };
}

const NEWS_ORDER: SortKey[] = [
  [articles.publishedAt, 'asc'],
  [articles.id, 'asc'],
];

/** The calendar's statement: the events of `p.userId` and the News from `p.dateMin` to `p.dateMax`. */
const calendarStatement = jsonStatement((p) => {
  const qb = new QueryBuilder();
  return {
    with: {
      own: qb
        .select(EVENT_WITH_NOTICE)
        .from(events)
        .where(
          and(
            eq(events.userId, p.userId),
            gte(events.date, p.dateMin),
            lte(events.date, p.dateMax),
          ),
        )
        .orderBy(...orderBy(EVENT_ORDER)),
      news: qb
        .select()
        .from(articles)
        .where(and(gte(articleRomeDate, p.dateMin), lte(articleRomeDate, p.dateMax)))
        .orderBy(...orderBy(NEWS_ORDER)),
    },
    select: { own: jsonArray('own', EVENT_ORDER), news: jsonArray('news', NEWS_ORDER) },
  };
});

/**
 * GET events/calendar/: the user's events in the range (with their notices), plus News from
 * the articles, in one statement.
 */
export async function calendarRows(db: Executor, userId: number, query: unknown) {
  const { dateMin, dateMax } = readDateRange(query, {
    required: true,
    maxDays: MAX_CALENDAR_DAYS,
  }) as DateRange;
  const json = await calendarStatement(db, { userId, dateMin, dateMax });
  const own = eventsFromJson(json.own);
  return { own: own.rows, notices: own.notices, news: tableRows(articles, json.news) };
}
