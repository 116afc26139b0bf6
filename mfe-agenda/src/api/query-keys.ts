import { refreshOnLiveEvents } from '@colleghi/shared/platform';
import type { WireQuery } from '@colleghi/api-contract';

type CalendarRange = Required<WireQuery<'/api/events/calendar/'>>;

/**
 * The agenda's server data in the page's query cache. Everything lives under ['agenda'], the
 * events under ['agenda', 'calendar'] (the windows) and ['agenda', 'events'] (search, single
 * events), so a change can refresh all of one kind at once.
 */
export const agendaQueryKeys = {
  all: ['agenda'],
  /** Every loaded window of events/calendar/. */
  calendar: ['agenda', 'calendar'],
  /** One window, by its first and last day. */
  window: (range: CalendarRange) => ['agenda', 'calendar', range.date_min, range.date_max],
  /** events/ and events/<id>/: the search results and the events opened one by one. */
  events: ['agenda', 'events'],
  event: (id: number) => ['agenda', 'events', 'detail', id],
  search: (search: string) => ['agenda', 'events', 'search', search],
  /** events/feed/: the private iCalendar link. */
  feed: ['agenda', 'feed'],
  /** articles/categories/: the news' category chips. */
  articleCategories: ['agenda', 'news', 'categories'],
} as const;

// An event created or changed elsewhere (another tab, an assignment that reached the agenda): the
// windows, the search results and the events opened one by one ask again.
refreshOnLiveEvents('agenda', { agenda: [agendaQueryKeys.calendar, agendaQueryKeys.events] });
