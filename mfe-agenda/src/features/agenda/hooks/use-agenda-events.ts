import { useCallback, useState } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiResultOf, dayjs, fromApi, serverErrorMessage } from '@colleghi/shared/platform';
import { calendarPieces } from '../../../domain/window';
import { getCalendar } from '../../../api/events';
import { agendaQueryKeys } from '../../../api/query-keys';
import type { ApiResult } from '@colleghi/shared/platform';
import type { AgendaEvent, WireQuery } from '@colleghi/api-contract';

export type AgendaRange = Required<WireQuery<'/api/events/calendar/'>>;

export const LOAD_ERROR_MESSAGE = 'Impossibile caricare gli eventi. Riprova.';

export interface AgendaEvents {
  range: AgendaRange | null;
  events: AgendaEvent[];
  loading: boolean;
  error: string | null;
  /** Replaces everything with the events of `range`. */
  load: (range: AgendaRange) => void;
  /** Loads the current range again (after a change the server may have cascaded). */
  reload: () => void;
  /** Adds one month before or after the loaded range. */
  extend: (side: 'before' | 'after') => void;
  replaceEvent: (event: AgendaEvent) => void;
  removeEvent: (id: number) => void;
}

/** A window the screen asks for; grown by "load more", it says from which window and how. */
interface WindowRequest {
  range: AgendaRange;
  growth?: { from: AgendaRange; part: AgendaRange; side: 'before' | 'after' };
}

const FORMAT = 'YYYY-MM-DD';
const NO_EVENTS: AgendaEvent[] = [];
// The key of the observers before the first window is asked for (they wait, skipToken).
const NO_WINDOW = [...agendaQueryKeys.calendar, 'none'];

/**
 * The events of a range of any length: a window grown by many "load more" clicks passes the
 * API's limit, so it is asked for in pieces (in parallel, joined in date order).
 */
async function fetchRange(range: AgendaRange): Promise<ApiResult<AgendaEvent[]>> {
  const results = await Promise.all(calendarPieces(range).map((piece) => getCalendar(piece)));
  const failed = results.find((result) => !result.data);
  if (failed) return failed;
  return { ...results[0], data: results.flatMap((result) => result.data ?? []) };
}

/**
 * A window's events. The first load of a grown window asks only for the new month and joins it
 * to the window it grew from; any later load (a reload, a refresh after a change) asks for the
 * whole range again, since the server may have changed any of it.
 */
async function fetchWindow(
  client: QueryClient,
  { range, growth }: WindowRequest,
): Promise<ApiResult<AgendaEvent[]>> {
  const firstLoad = client.getQueryData(agendaQueryKeys.window(range)) === undefined;
  const base = growth && client.getQueryData<AgendaEvent[]>(agendaQueryKeys.window(growth.from));
  if (!growth || !base || !firstLoad) return fetchRange(range);
  const result = await getCalendar(growth.part);
  if (!result.data) return result;
  // The window it grew from as it is now: an event changed meanwhile keeps its change.
  const old = client.getQueryData<AgendaEvent[]>(agendaQueryKeys.window(growth.from)) ?? base;
  const data = growth.side === 'before' ? [...result.data, ...old] : [...old, ...result.data];
  return { ...result, data };
}

function sameRange(a: AgendaRange, b: AgendaRange): boolean {
  return a.date_min === b.date_min && a.date_max === b.date_max;
}

/**
 * The events of the loaded window (events/calendar/), each window a query keyed by its range.
 * Newest request wins: the screen watches the window it asked for last, and keeps showing the
 * last window that loaded until then (or when that one fails).
 */
export function useAgendaEvents(): AgendaEvents {
  const client = useQueryClient();
  const [requested, setRequested] = useState<WindowRequest | null>(null);
  const [range, setRange] = useState<AgendaRange | null>(null);

  const asked = useQuery({
    queryKey: requested ? agendaQueryKeys.window(requested.range) : NO_WINDOW,
    queryFn: requested ? () => fromApi(fetchWindow(client, requested)) : skipToken,
    // Asking for a window always asks the server, as the agenda always did; a window already
    // in the cache shows meanwhile.
    staleTime: 0,
  });
  // Only reads the shown window from the cache: `asked` is the one that loads.
  const shown = useQuery({
    queryKey: range ? agendaQueryKeys.window(range) : NO_WINDOW,
    queryFn: range ? () => fromApi(fetchWindow(client, { range })) : skipToken,
    enabled: false,
  });

  // The asked window has events: it is the one shown from now on.
  if (requested && asked.data !== undefined && range !== requested.range) {
    setRange(requested.range);
  }

  const ask = useCallback(
    (next: WindowRequest) => {
      setRequested(next);
      // The same window again (Riprova, a reload): its key does not change, so ask explicitly.
      if (requested && sameRange(requested.range, next.range)) {
        void client.refetchQueries({ queryKey: agendaQueryKeys.window(next.range), exact: true });
      }
    },
    [client, requested],
  );

  const load = useCallback((next: AgendaRange) => ask({ range: next }), [ask]);

  const reload = useCallback(() => {
    if (range) ask({ range });
  }, [ask, range]);

  const extend = useCallback(
    (side: 'before' | 'after') => {
      if (!range) return;
      // Only the new month is asked for: the whole range could pass the API's 400-day limit.
      const part =
        side === 'before'
          ? {
              date_min: dayjs(range.date_min).subtract(1, 'month').format(FORMAT),
              date_max: dayjs(range.date_min).subtract(1, 'day').format(FORMAT),
            }
          : {
              date_min: dayjs(range.date_max).add(1, 'day').format(FORMAT),
              date_max: dayjs(range.date_max).add(1, 'month').format(FORMAT),
            };
      const next =
        side === 'before'
          ? { date_min: part.date_min, date_max: range.date_max }
          : { date_min: range.date_min, date_max: part.date_max };
      ask({ range: next, growth: { from: range, part, side } });
    },
    [ask, range],
  );

  // Every cached window holding the event follows, not only the shown one.
  const replaceEvent = useCallback(
    (event: AgendaEvent) => {
      client.setQueriesData<AgendaEvent[]>({ queryKey: agendaQueryKeys.calendar }, (old) =>
        old?.map((item) => (item.id === event.id ? event : item)),
      );
    },
    [client],
  );

  const removeEvent = useCallback(
    (id: number) => {
      client.setQueriesData<AgendaEvent[]>({ queryKey: agendaQueryKeys.calendar }, (old) =>
        old?.filter((item) => item.id !== id),
      );
    },
    [client],
  );

  const failure = asked.isError && !asked.isFetching ? apiResultOf(asked.error) : null;
  const error =
    asked.isError && !asked.isFetching
      ? failure?.error500
        ? LOAD_ERROR_MESSAGE
        : serverErrorMessage(failure?.error ?? null)
      : null;

  return {
    range,
    events: shown.data ?? NO_EVENTS,
    loading: asked.isFetching,
    error,
    load,
    reload,
    extend,
    replaceEvent,
    removeEvent,
  };
}
