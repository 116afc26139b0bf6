import { daysBetween, isIsoDate } from '../domain/agenda';
import { ValidationError } from './errors';
import type { ErrorTree } from './errors';
import { MSG } from './messages';
import { queryParam } from './pagination';

export interface DateRange {
  dateMin: string;
  dateMax: string;
}

/**
 * ?date_min&date_max (YYYY-MM-DD, both required, at most MAX_CALENDAR_DAYS apart).
 * `maxDays` null: no length limit (article filters).
 */
export function readDateRange(
  query: unknown,
  options: { required: boolean; maxDays: number | null },
): Partial<DateRange> {
  const errors: ErrorTree = {};
  const read = (key: 'date_min' | 'date_max') => {
    const raw = queryParam(query, key)?.trim();
    if (!raw) {
      if (options.required) errors[key] = [MSG.required];
      return undefined;
    }
    if (!isIsoDate(raw)) {
      errors[key] = [MSG.eventDate];
      return undefined;
    }
    return raw;
  };
  const dateMin = read('date_min');
  const dateMax = read('date_max');
  if (dateMin && dateMax) {
    const days = daysBetween(dateMin, dateMax);
    if (days < 0) errors.date_max = [MSG.dateOrder];
    else if (options.maxDays !== null && days > options.maxDays) {
      errors.date_max = [MSG.calendarRange];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { dateMin, dateMax };
}
