import { dayjs } from '@colleghi/shared/platform';
import type { Dayjs } from 'dayjs';

// Plain calendar dates as 'YYYY-MM-DD' strings: no time of day, no time zone. dayjs reads and
// counts them in UTC, where every day has 24 hours and no change of clock moves a date.

const ISO_DATE = 'YYYY-MM-DD';

/** The day a 'YYYY-MM-DD' string names, or null when it is not a real calendar day. */
export function parseIsoDate(iso: string): Dayjs | null {
  const day = dayjs.utc(iso, ISO_DATE, true);
  return day.isValid() ? day : null;
}

function dayOf(iso: string): Dayjs {
  const day = parseIsoDate(iso);
  if (!day) throw new RangeError(`Data non valida: ${iso}`);
  return day;
}

/** The 'YYYY-MM-DD' of a day given by its parts; `month` is 1-12. */
export function toIsoDate(year: number, month: number, day: number): string {
  return dayjs.utc(`${year}-${month}-${day}`, 'YYYY-M-D', true).format(ISO_DATE);
}

export function addDays(iso: string, days: number): string {
  return dayOf(iso).add(days, 'day').format(ISO_DATE);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  return dayOf(iso).day();
}

/**
 * The same day number `months` later (or earlier, when negative); where the target month is
 * shorter, its last day (dayjs's rule too). `clamped` tells whether that happened.
 */
export function addMonths(iso: string, months: number): { date: string; clamped: boolean } {
  const start = dayOf(iso);
  const target = start.add(months, 'month');
  return { date: target.format(ISO_DATE), clamped: target.date() !== start.date() };
}

export function yearOf(iso: string): number {
  return dayOf(iso).year();
}

export function monthOf(iso: string): number {
  return dayOf(iso).month() + 1;
}

/** '2027-09-11' -> '11/09/2027'. */
export function italianDate(iso: string): string {
  return dayOf(iso).format('DD/MM/YYYY');
}

/** '2027-09-11' -> 'sabato 11/09/2027' (the platform sets dayjs's Italian locale). */
export function italianDayAndDate(iso: string): string {
  return dayOf(iso).format('dddd DD/MM/YYYY');
}
