import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { agendaWindow, isInWindow } from '../../../domain/window';
import { lastDayOf, shiftMonth, todayString } from '../utils/event-format';
import type { AgendaEvents } from './use-agenda-events';

export interface AgendaNavigation {
  selected: string;
  /** 'YYYY-MM' the calendar shows. */
  month: string;
  /** Selects a day and scrolls the list to it; a day outside the window loads a new window. */
  jumpTo: (date: string, options?: { reload?: boolean }) => void;
  changeMonth: (delta: -1 | 1) => void;
}

/**
 * Brings a day to the top of the list by scrolling the list alone. (scrollIntoView would also
 * scroll the page around it: the host's, or a partner portal's, pushing its header away.)
 */
function scrollListTo(list: HTMLElement, day: HTMLElement): void {
  const top = list.scrollTop + day.getBoundingClientRect().top - list.getBoundingClientRect().top;
  list.scrollTo({ top, behavior: 'smooth' });
}

/**
 * The selected day, the calendar's month and the list's scroll position. The loaded window is
 * agendaWindow(selected day); a day or month outside it loads a new one.
 */
export function useAgendaNavigation(
  agenda: AgendaEvents,
  listRef: RefObject<HTMLElement | null>,
  /** The day to open on (a link's), instead of today. */
  initialDay: string | null = null,
): AgendaNavigation {
  const [selected, setSelected] = useState(() => initialDay ?? todayString());
  const [month, setMonth] = useState(() => selected.slice(0, 7));
  // Incremented on every jump, so jumping twice to the same day scrolls twice. It starts at 1:
  // the first window opens on its day, not on the oldest day loaded (six weeks back).
  const [scrollRequest, setScrollRequest] = useState(1);
  const { range, load, reload, loading } = agenda;

  // The first window, around today (or the linked day).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    load(agendaWindow(selected));
  }, [load, selected]);

  const jumpTo = useCallback(
    (date: string, { reload: refresh = false }: { reload?: boolean } = {}) => {
      setSelected(date);
      setMonth(date.slice(0, 7));
      setScrollRequest((n) => n + 1);
      if (!range || !isInWindow(date, range)) load(agendaWindow(date));
      else if (refresh) reload();
    },
    [range, load, reload],
  );

  const changeMonth = useCallback(
    (delta: -1 | 1) => {
      const next = shiftMonth(month, delta);
      const today = todayString();
      const day = today.startsWith(next) ? today : `${next}-01`;
      setSelected(day);
      setMonth(next);
      setScrollRequest((n) => n + 1);
      // The whole month must be loaded for its dots.
      if (!range || !isInWindow(`${next}-01`, range) || !isInWindow(lastDayOf(next), range)) {
        load(agendaWindow(day));
      }
    },
    [month, range, load],
  );

  // Scroll once the list shows the day's window: to the first day on or after the selected one.
  useEffect(() => {
    if (loading || !agenda.range) return;
    const days = listRef.current?.querySelectorAll<HTMLElement>('[data-date]') ?? [];
    const target = Array.from(days).find((day) => (day.dataset.date ?? '') >= selected);
    if (listRef.current && target) scrollListTo(listRef.current, target);
    // Only a new request scrolls; a list update alone (status change) must not move the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollRequest, loading]);

  return { selected, month, jumpTo, changeMonth };
}
