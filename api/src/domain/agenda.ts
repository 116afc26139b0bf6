import { CREATABLE_EVENT_TYPES, EVENT_TYPES, NOTICE_DAYS } from '@colleghi/rules';
import type { StoredEventType } from '../db/schema';

/** Pure agenda rules: labels, display names, Europe/Rome calendar dates and times. */

export { EVENT_TYPES, NOTICE_DAYS };
export type EventType = (typeof EVENT_TYPES)[number];

/** The types a user creates; Notices come from fulfilments, News from articles. */
export const CREATABLE_TYPES = CREATABLE_EVENT_TYPES;
export type CreatableType = (typeof CREATABLE_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  Hearing: 'Udienza',
  Appointment: 'Appuntamento',
  Fulfillment: 'Adempimento',
  Notice: 'Avviso',
  News: 'Notizia',
};

export type NoticeDays = (typeof NOTICE_DAYS)[number];

export const AGENDA_TIME_ZONE = 'Europe/Rome';
/** A calendar request covers at most this many days (the agenda asks for about 3 months). */
export const MAX_CALENDAR_DAYS = 400;
/** Default length of a timed event without an end (the form's default, 30 minutes). */
export const DEFAULT_DURATION_MINUTES = 30;

interface Parties {
  part1: string | null;
  part2: string | null;
  activity: string | null;
}

/** 'Udienza · Rossi c/ Bianchi', else 'Udienza · <one part or the activity>', else 'Udienza'. */
export function eventDisplayName(type: StoredEventType, parties: Parties): string {
  const label = EVENT_TYPE_LABELS[type];
  const { part1, part2, activity } = parties;
  const subject = part1 && part2 ? `${part1} c/ ${part2}` : (part1 ?? part2 ?? activity);
  return subject ? `${label} · ${subject}` : label;
}

export function noticeDisplayName(fulfillmentDisplayName: string): string {
  return `${EVENT_TYPE_LABELS.Notice} · ${fulfillmentDisplayName}`;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000);
}

export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last)))
    .toISOString()
    .slice(0, 10);
}

const ROME_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: AGENDA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Italy ("today" for the agenda and the news). */
export function romeDate(instant: Date): string {
  return ROME_DATE.format(instant);
}

/** 'HH:mm' or 'HH:mm:ss' (what the API returns) → 'HH:mm:ss', or null when not a time. */
export function normalizeTime(value: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  return match ? `${match[1]}:${match[2]}:${match[3] ?? '00'}` : null;
}
