import { useEffect, useRef } from 'react';

/** The host's header 'Oggi' button dispatches this on window (the header is not ours to render). */
export const AGENDA_TODAY_EVENT = 'colleghi:agenda-today';

/** Calls `onToday` whenever the host asks the agenda to jump to today. */
export function useAgendaToday(onToday: () => void): void {
  const latest = useRef(onToday);
  useEffect(() => {
    latest.current = onToday;
  });
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(AGENDA_TODAY_EVENT, listener);
    return () => window.removeEventListener(AGENDA_TODAY_EVENT, listener);
  }, []);
}
