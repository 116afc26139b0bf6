import { dayjs } from '@colleghi/shared/platform';

/** Day heading of the list: 'lunedì 23 novembre'. */
export function dayHeading(date: string): string {
  return dayjs(date).locale('it').format('dddd D MMMM');
}

/** The full date screen readers hear on a calendar day: 'lunedì 23 novembre 2026'. */
export function fullDate(date: string): string {
  return dayjs(date).locale('it').format('dddd D MMMM YYYY');
}

/** Calendar title: 'Novembre 2026'. */
export function monthTitle(month: string): string {
  const text = dayjs(`${month}-01`).locale('it').format('MMMM YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'YYYY-MM-DD' of today, read when called (tests freeze the clock). */
export function todayString(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** 'YYYY-MM' of the month `delta` months away from `month`. */
export function shiftMonth(month: string, delta: number): string {
  return dayjs(`${month}-01`).add(delta, 'month').format('YYYY-MM');
}

/** 'YYYY-MM-DD' of the last day of a 'YYYY-MM'. */
export function lastDayOf(month: string): string {
  return dayjs(`${month}-01`).endOf('month').format('YYYY-MM-DD');
}
