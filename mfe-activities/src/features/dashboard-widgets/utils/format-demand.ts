import { dayjs } from '@colleghi/shared/platform';
import { ROME_TIME_ZONE } from '@colleghi/shared/domain';

/** 'ven 20 mar, ore 09:30': hearings happen on Italian wall-clock time, whatever the browser's zone. */
export function formatDemandWhen(iso: string): string {
  return dayjs(iso).tz(ROME_TIME_ZONE).locale('it').format('ddd D MMM, [ore] HH:mm');
}
