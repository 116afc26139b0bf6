import { dayjs } from '@colleghi/shared/platform';
import { TODAY_LABEL, TOMORROW_LABEL } from './texts';

/** 'Oggi', 'Domani', or 'giovedì 12 marzo'. */
export function dayLabel(date: string, now: Date): string {
  const day = dayjs(date);
  const today = dayjs(now).startOf('day');
  if (day.isSame(today, 'day')) return TODAY_LABEL;
  if (day.isSame(today.add(1, 'day'), 'day')) return TOMORROW_LABEL;
  return day.locale('it').format('dddd D MMMM');
}

/** The calendar-leaf badge: day number and short month ('12', 'mar'). */
export function dateBadge(date: string): { day: string; month: string } {
  const day = dayjs(date).locale('it');
  return { day: day.format('D'), month: day.format('MMM') };
}
