import type { AgendaEvent } from '@colleghi/api-contract';

const ALL_DAY_LABEL = 'Tutto il giorno';

/** 'HH:mm' from the server's 'HH:mm:ss' (times are shown without seconds). */
function shortTime(time: string): string {
  return time.slice(0, 5);
}

/** '09:00 – 09:30', '09:00' when the end is missing, or 'Tutto il giorno'. */
export function timeRange(event: Pick<AgendaEvent, 'all_day' | 'start' | 'end'>): string {
  if (event.all_day || !event.start) return ALL_DAY_LABEL;
  return event.end ? `${shortTime(event.start)} – ${shortTime(event.end)}` : shortTime(event.start);
}
