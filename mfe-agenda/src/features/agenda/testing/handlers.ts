import { CALENDAR_MAX_DAYS } from '../../../domain/window';
import type { AgendaEvent } from '@colleghi/api-contract';
import { HttpResponse, apiUrl, http, serveEndpoint, server } from '@colleghi/shared/testing';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Serves events/calendar/ with the events of the asked range and records every query, so a test
 * can assert the window the screen asked for. `answer` may wait (to test loading states). Like the
 * API, it refuses a range longer than CALENDAR_MAX_DAYS.
 */
export function serveCalendar(
  events: AgendaEvent[] | (() => AgendaEvent[]),
  answer?: (query: URLSearchParams) => Promise<void>,
): URLSearchParams[] {
  return serveEndpoint('get', 'events/calendar/', async ({ query }) => {
    if (answer) await answer(query);
    const min = query.get('date_min') ?? '';
    const max = query.get('date_max') ?? '';
    const days = (Date.parse(max) - Date.parse(min)) / 86_400_000;
    if (days > CALENDAR_MAX_DAYS) {
      return {
        status: 400,
        body: { date_max: ["L'intervallo di date non può superare 400 giorni."] },
      };
    }
    const all = typeof events === 'function' ? events() : events;
    return { body: all.filter((event) => event.date >= min && event.date <= max) };
  }).queries;
}

/** Records every other events/ call in order (method, path, body) with its canned answer. */
export function serveEventCalls(
  answers: Record<string, { status?: number; body?: unknown }>,
): Call[] {
  const calls: Call[] = [];
  const handle =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api\//, '');
      // serveCalendar owns the calendar, whichever was installed last.
      if (path === 'events/calendar/') return undefined;
      const text = method === 'GET' || method === 'DELETE' ? '' : await request.text();
      calls.push({ method, path, query: url.searchParams, body: text ? JSON.parse(text) : null });
      const answer = answers[`${method} ${path}`];
      if (!answer) return HttpResponse.json({ detail: 'Non trovato.' }, { status: 404 });
      if (answer.status === 204) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(answer.body as Record<string, unknown>, {
        status: answer.status ?? 200,
      });
    };
  const pattern = apiUrl('events/*');
  server.use(
    http.get(pattern, handle('GET')),
    http.post(pattern, handle('POST')),
    http.put(pattern, handle('PUT')),
    http.delete(pattern, handle('DELETE')),
    http.post(apiUrl('events/'), handle('POST')),
  );
  return calls;
}
