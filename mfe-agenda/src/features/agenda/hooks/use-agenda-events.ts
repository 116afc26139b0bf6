import { useCallback, useRef, useState } from 'react';
import { dayjs, serverErrorMessage } from '@colleghi/shared/platform';
import { calendarPieces } from '../../../domain/window';
import { getCalendar } from '../../../api/events';
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
  load: (range: AgendaRange) => Promise<void>;
  /** Loads the current range again (after a change the server may have cascaded). */
  reload: () => Promise<void>;
  /** Adds one month before or after the loaded range. */
  extend: (side: 'before' | 'after') => Promise<void>;
  replaceEvent: (event: AgendaEvent) => void;
  removeEvent: (id: number) => void;
}

const FORMAT = 'YYYY-MM-DD';

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

/** The events of the loaded window (events/calendar/), newest request wins. */
export function useAgendaEvents(): AgendaEvents {
  const [range, setRange] = useState<AgendaRange | null>(null);
  const [events, setEvents] = useState<AgendaEvent[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef(0);
  const rangeRef = useRef<AgendaRange | null>(null);

  const load = useCallback(async (next: AgendaRange) => {
    const id = ++requestId.current;
    setLoading(true);
    setError(null);
    const result = await fetchRange(next);
    if (id !== requestId.current) return;
    setLoading(false);
    if (!result.data) {
      setError(result.error500 ? LOAD_ERROR_MESSAGE : serverErrorMessage(result.error));
      return;
    }
    rangeRef.current = next;
    setRange(next);
    setEvents(result.data);
  }, []);

  const reload = useCallback(async () => {
    if (rangeRef.current) await load(rangeRef.current);
  }, [load]);

  const extend = useCallback(async (side: 'before' | 'after') => {
    const current = rangeRef.current;
    if (!current) return;
    // Only the new month is asked for: the whole range could pass the API's 400-day limit.
    const part =
      side === 'before'
        ? {
            date_min: dayjs(current.date_min).subtract(1, 'month').format(FORMAT),
            date_max: dayjs(current.date_min).subtract(1, 'day').format(FORMAT),
          }
        : {
            date_min: dayjs(current.date_max).add(1, 'day').format(FORMAT),
            date_max: dayjs(current.date_max).add(1, 'month').format(FORMAT),
          };
    const id = ++requestId.current;
    setLoading(true);
    setError(null);
    const result = await getCalendar(part);
    if (id !== requestId.current) return;
    setLoading(false);
    if (!result.data) {
      setError(result.error500 ? LOAD_ERROR_MESSAGE : serverErrorMessage(result.error));
      return;
    }
    const added = result.data;
    const next =
      side === 'before'
        ? { date_min: part.date_min, date_max: current.date_max }
        : { date_min: current.date_min, date_max: part.date_max };
    rangeRef.current = next;
    setRange(next);
    setEvents((old) => (side === 'before' ? [...added, ...old] : [...old, ...added]));
  }, []);

  const replaceEvent = useCallback((event: AgendaEvent) => {
    setEvents((old) => old.map((item) => (item.id === event.id ? event : item)));
  }, []);

  const removeEvent = useCallback((id: number) => {
    setEvents((old) => old.filter((item) => item.id !== id));
  }, []);

  return { range, events, loading, error, load, reload, extend, replaceEvent, removeEvent };
}
