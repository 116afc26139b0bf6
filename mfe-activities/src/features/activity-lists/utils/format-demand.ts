import { dayjs } from '@colleghi/shared/platform';
import { ROME_TIME_ZONE } from '@colleghi/shared/domain';

// Hearings happen on Italian wall-clock time, whatever the browser's zone.
const rome = (iso: string) => dayjs(iso).tz(ROME_TIME_ZONE).locale('it');

/** 'venerdì 12 giugno 2026'. */
export function formatDemandDay(iso: string): string {
  return rome(iso).format('dddd D MMMM YYYY');
}

/** 'ore 09:30', 24 h. */
export function formatDemandTime(iso: string): string {
  return rome(iso).format('[ore] HH:mm');
}
