import { getApiBase, request } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';
import type {
  AgendaEvent,
  EventFeed,
  Page,
  Query,
  RequestBody,
  WireQuery,
} from '@colleghi/api-contract';
import type { EVENT_STATUS_ACTIONS } from '@colleghi/rules';

/** The user's events and the News of the range (a plain array, sorted; range <= 400 days). */
export function getCalendar({
  date_min,
  date_max,
}: Required<WireQuery<'/api/events/calendar/'>>): Promise<ApiResult<AgendaEvent[]>> {
  return request<AgendaEvent[]>({ url: 'events/calendar/', params: { date_min, date_max } });
}

/** The user's own events, newest date first. */
export function searchEvents({ page, search }: Query<'/api/events/'> = {}): Promise<
  ApiResult<Page<AgendaEvent>>
> {
  return request<Page<AgendaEvent>>({ url: 'events/', params: { page, search } });
}

export function createEvent(
  body: RequestBody<'/api/events/', 'post'>,
): Promise<ApiResult<AgendaEvent>> {
  return request<AgendaEvent>({ method: 'POST', url: 'events/', data: body });
}

export function getEvent(id: number): Promise<ApiResult<AgendaEvent>> {
  return request<AgendaEvent>({ url: `events/${id}/` });
}

/** Refused (400) on DONE or POSTPONED events; resourcetype cannot change. */
export function updateEvent(
  id: number,
  body: RequestBody<'/api/events/', 'post'>,
): Promise<ApiResult<AgendaEvent>> {
  return request<AgendaEvent>({ method: 'PUT', url: `events/${id}/`, data: body });
}

/** Deleting a fulfilment deletes its notice and vice versa. */
export function deleteEvent(id: number): Promise<ApiResult<null>> {
  return request<null>({ method: 'DELETE', url: `events/${id}/` });
}

/**
 * todo: only from DONE; done: only from TODO; postponed: only a Hearing in TODO. To postpone,
 * create the new hearing first, then mark the old one postponed.
 */
export function setEventStatus(
  id: number,
  action: (typeof EVENT_STATUS_ACTIONS)[number],
): Promise<ApiResult<AgendaEvent>> {
  return request<AgendaEvent>({ url: `events/${id}/${action}/` });
}

/** Absolute URL of one event's .ics (it needs the token: prefer getEventIcs for a download). */
export function getEventIcsUrl(id: number): string {
  return `${getApiBase()}events/${id}/ics/`;
}

/**
 * The .ics text of one event, fetched with the token (a plain link would not carry it), so the
 * screen can offer it as a Blob download.
 */
export function getEventIcs(id: number): Promise<ApiResult<string>> {
  return request<string>({ url: `events/${id}/ics/` });
}

/** The private iCal subscription URL (created on the first call). */
export function getCalendarFeed(): Promise<ApiResult<EventFeed>> {
  return request<EventFeed>({ url: 'events/feed/' });
}

/** A new secret: the old subscription URL stops working. */
export function rotateCalendarFeed(): Promise<ApiResult<EventFeed>> {
  return request<EventFeed>({ method: 'POST', url: 'events/feed/rotate/' });
}
