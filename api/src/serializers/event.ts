import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { InferSelectModel } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { SortKey } from '../db/json-rows';
import { qualified, tableRows } from '../db/json-rows';
import { events } from '../db/schema';
import type { articles } from '../db/schema';
import { EVENT_TYPE_LABELS, romeDate } from '../domain/agenda';
import type { NoticeDays } from '../domain/agenda';
import { officeJson } from './lookups';
import { referenceRows } from './reference-rows';

export type EventRow = InferSelectModel<typeof events>;

/** Calendar order: by day, all-day first, then start time. */
export const EVENT_ORDER: SortKey[] = [
  [events.date, 'asc'],
  [events.allDay, 'desc'],
  [events.startTime, 'asc'],
  [events.id, 'asc'],
];

/**
 * The columns of an event and the id of its notice (for a fulfilment), for a named query of a
 * statement (see jsonStatements): eventsFromJson() reads them back for eventsJson().
 */
export const EVENT_WITH_NOTICE = {
  ...getTableColumns(events),
  // A fulfilment has one notice at most (events_fulfillment_unique).
  noticeId: sql`(select n.id from events n where n.fulfillment_id = ${qualified(events.id)})`.as(
    'notice_id',
  ),
};

/** The events of a JSON array of EVENT_WITH_NOTICE rows, and their notices by event id. */
export function eventsFromJson(json: unknown) {
  const notices = json as { id: number; notice_id: number | null }[];
  return {
    rows: tableRows(events, json),
    notices: new Map(notices.map((event) => [event.id, event.notice_id])),
  };
}
type ArticleRow = InferSelectModel<typeof articles>;
type OfficeJson = ReturnType<typeof officeJson>;

export interface LawyerEventJson {
  user: number;
  status: EventRow['status'];
  part1: string | null;
  part2: string | null;
  activity: string | null;
  judge: string | null;
  office: OfficeJson | null;
  hearing: { nrg: string | null; notes: string | null } | null;
  appointment: {
    nrg: string | null;
    expense1: number | null;
    expense2: number | null;
    expense3: number | null;
    notes: string | null;
  } | null;
  fulfillment: { nrg: string | null; notice_days: NoticeDays | null; notes: string | null } | null;
}

export interface EventJson {
  id: number;
  resourcetype: string;
  date: string;
  created_at: string;
  updated_at: string;
  all_day: boolean;
  display_name: string;
  start: string | null;
  end: string | null;
  news: { title: string; link: string } | null;
  fulfillment: number | null;
  notice: number | null;
  lawyerevent: LawyerEventJson | null;
}

function lawyerEventJson(row: EventRow, office: OfficeJson | null): LawyerEventJson {
  return {
    user: row.userId,
    status: row.status,
    part1: row.part1,
    part2: row.part2,
    activity: row.activity,
    judge: row.judge,
    office,
    hearing: row.type === 'Hearing' ? { nrg: row.nrg, notes: row.notes } : null,
    appointment:
      row.type === 'Appointment'
        ? {
            nrg: row.nrg,
            expense1: row.expense1,
            expense2: row.expense2,
            expense3: row.expense3,
            notes: row.notes,
          }
        : null,
    fulfillment:
      row.type === 'Fulfillment'
        ? { nrg: row.nrg, notice_days: row.noticeDays, notes: row.notes }
        : null,
  };
}

/** The notice of each fulfilment among the rows, by the fulfilment's id. */
async function loadNotices(db: Executor, rows: EventRow[]): Promise<Map<number, number | null>> {
  const fulfillmentIds = rows.filter((r) => r.type === 'Fulfillment').map((r) => r.id);
  if (fulfillmentIds.length === 0) return new Map();
  const notices = await db
    .select({ id: events.id, fulfillmentId: events.fulfillmentId })
    .from(events)
    .where(inArray(events.fulfillmentId, fulfillmentIds));
  return new Map(
    notices.flatMap((n) => (n.fulfillmentId === null ? [] : [[n.fulfillmentId, n.id] as const])),
  );
}

/**
 * Serializes stored events; offices are reference rows, the fulfilments' notices one query
 * unless `notices` (event id → its notice's id) came with the rows.
 */
export async function eventsJson(
  db: Executor,
  rows: EventRow[],
  notices?: Map<number, number | null>,
): Promise<EventJson[]> {
  const references = await referenceRows(db).load(db, { offices: rows.map((r) => r.officeId) });
  const officeById = (id: number) => {
    const found = references.offices.get(id);
    return found ? officeJson(found.office, found.city) : null;
  };
  const noticeOf = notices ?? (await loadNotices(db, rows));
  return rows.map((row) => ({
    id: row.id,
    resourcetype: row.type,
    date: row.date,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    all_day: row.allDay,
    display_name: row.displayName,
    start: row.startTime,
    end: row.endTime,
    news: null,
    fulfillment: row.type === 'Notice' ? row.fulfillmentId : null,
    notice: row.type === 'Fulfillment' ? (noticeOf.get(row.id) ?? null) : null,
    lawyerevent: lawyerEventJson(row, row.officeId === null ? null : officeById(row.officeId)),
  }));
}

export async function eventJson(db: Executor, row: EventRow): Promise<EventJson> {
  const [json] = await eventsJson(db, [row]);
  return json;
}

/**
 * An article as a News event of the calendar: all day on its publication day (in Italy).
 * Its id is the article id negated, so it never collides with a stored event's id.
 */
export function newsEventJson(article: ArticleRow): EventJson {
  const published = article.publishedAt.toISOString();
  return {
    id: -article.id,
    resourcetype: 'News',
    date: romeDate(article.publishedAt),
    created_at: published,
    updated_at: published,
    all_day: true,
    display_name: `${EVENT_TYPE_LABELS.News} · ${article.title}`,
    start: null,
    end: null,
    news: { title: article.title, link: article.link },
    fulfillment: null,
    notice: null,
    lawyerevent: null,
  };
}
