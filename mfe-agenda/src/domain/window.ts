import type { AgendaEvent, WireQuery } from '@colleghi/api-contract';
import { dayjs } from '@colleghi/shared/platform';

const DAY = 'YYYY-MM-DD';

/**
 * The range the agenda loads around the selected day: 1 month plus 15 days on each side (month
 * first, so month ends clamp the dayjs way: 2026-03-31 - 1 month = 2026-02-28).
 */
export function agendaWindow(selected: string): Required<WireQuery<'/api/events/calendar/'>> {
  const day = dayjs(selected);
  return {
    date_min: day.subtract(1, 'month').subtract(15, 'day').format(DAY),
    date_max: day.add(1, 'month').add(15, 'day').format(DAY),
  };
}

/** Whether a 'YYYY-MM-DD' falls in the loaded range, both ends included. */
export function isInWindow(
  date: string,
  range: Required<WireQuery<'/api/events/calendar/'>>,
): boolean {
  return date >= range.date_min && date <= range.date_max;
}

/**
 * The longest range events/calendar/ answers, in days from its first to its last day (the API
 * refuses more). A window grown by many "load more" clicks is asked for in pieces.
 */
export const CALENDAR_MAX_DAYS = 400;

/** `range` cut into consecutive pieces of at most `maxDays` days each, in date order. */
export function calendarPieces(
  range: Required<WireQuery<'/api/events/calendar/'>>,
  maxDays: number = CALENDAR_MAX_DAYS,
): Required<WireQuery<'/api/events/calendar/'>>[] {
  const last = dayjs(range.date_max);
  const pieces: Required<WireQuery<'/api/events/calendar/'>>[] = [];
  let start = dayjs(range.date_min);
  while (!start.isAfter(last, 'day')) {
    const end = start.add(maxDays, 'day');
    const pieceEnd = end.isAfter(last, 'day') ? last : end;
    pieces.push({ date_min: start.format(DAY), date_max: pieceEnd.format(DAY) });
    start = pieceEnd.add(1, 'day');
  }
  return pieces;
}

export interface CalendarDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  inMonth: boolean;
  isToday: boolean;
}

/**
 * The inline calendar of a month ('YYYY-MM'): whole weeks from Monday to Sunday, padded with the
 * neighbouring months' days. `today` is 'YYYY-MM-DD' (defaults to the local today).
 */
export function monthGrid(month: string, today: string = dayjs().format(DAY)): CalendarDay[][] {
  const first = dayjs(`${month}-01`);
  const last = first.endOf('month').startOf('day');
  // ISO weeks run Monday to Sunday, whatever the locale.
  const start = first.startOf('isoWeek');
  const end = last.endOf('isoWeek').startOf('day');
  const weeks: CalendarDay[][] = [];
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(1, 'day')) {
    if (day.isoWeekday() === 1) weeks.push([]);
    const date = day.format(DAY);
    weeks[weeks.length - 1].push({
      date,
      inMonth: day.month() === first.month(),
      isToday: date === today,
    });
  }
  return weeks;
}

export interface EventDay {
  date: string;
  events: AgendaEvent[];
}

/**
 * Events by day, days ascending. In a day the work with a time comes first (by start), then the
 * all-day events, then the news of the day: today's hearing is never under the day's news.
 */
export function groupByDay(events: readonly AgendaEvent[]): EventDay[] {
  const sorted = [...events].sort(compareEvents);
  const days: EventDay[] = [];
  for (const event of sorted) {
    const current = days[days.length - 1];
    if (current?.date === event.date) current.events.push(event);
    else days.push({ date: event.date, events: [event] });
  }
  return days;
}

/** 0 for a timed event, 1 for an all-day one, 2 for news (all-day too). */
function dayRank(event: AgendaEvent): number {
  if (event.resourcetype === 'News') return 2;
  return event.all_day ? 1 : 0;
}

function compareEvents(a: AgendaEvent, b: AgendaEvent): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const rank = dayRank(a) - dayRank(b);
  if (rank !== 0) return rank;
  const startA = a.all_day ? '' : (a.start ?? '');
  const startB = b.all_day ? '' : (b.start ?? '');
  if (startA !== startB) return startA < startB ? -1 : 1;
  return a.id - b.id;
}
