import { ROME_TIME_ZONE } from '@colleghi/shared/domain';
import { dayjs } from '@colleghi/shared/platform';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isDateString(value: string): boolean {
  return DATE.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

export function isTimeString(value: string): boolean {
  return TIME.test(value);
}

/**
 * 'YYYY-MM-DD' + 'HH:mm' read as Italian wall-clock time -> ISO 8601 with offset
 * ('2026-03-10T09:30:00+01:00'); null when either part is malformed.
 */
export function romeDateTimeToIso(date: string, time: string): string | null {
  if (!isDateString(date) || !isTimeString(time)) return null;
  return dayjs.tz(`${date}T${time}:00`, ROME_TIME_ZONE).format();
}

export interface ItalianDateParts {
  /** 'martedì' */
  dayName: string;
  /** '10' */
  dayNumber: string;
  /** 'marzo' */
  month: string;
}

/** The wizard's date picker shows day name, day number and month in Italian. */
export function italianDateParts(date: string): ItalianDateParts {
  const day = dayjs(date).locale('it');
  return { dayName: day.format('dddd'), dayNumber: day.format('D'), month: day.format('MMMM') };
}

/** `count` consecutive Italian dates ('YYYY-MM-DD') starting from today in Rome. */
export function upcomingDates(now: Date, count: number): string[] {
  const today = dayjs(now).tz(ROME_TIME_ZONE).format('YYYY-MM-DD');
  const start = dayjs(today);
  return Array.from({ length: count }, (_, i) => start.add(i, 'day').format('YYYY-MM-DD'));
}
