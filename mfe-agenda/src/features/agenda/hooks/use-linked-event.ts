import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@colleghi/shared/router';

export interface AgendaLink {
  /** The day the link names (?date=YYYY-MM-DD), when it is a real day. */
  date: string | null;
  /** The event the link opens (?event=<id>), when it is a positive whole number. */
  eventId: number | null;
}

function readLink(params: URLSearchParams): AgendaLink {
  const rawDate = params.get('date') ?? '';
  // A real day only: 2026-02-30 rolls over to March in Date, so it reads back differently.
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? new Date(`${rawDate}T12:00:00Z`) : null;
  const date = parsed && parsed.toISOString().slice(0, 10) === rawDate ? rawDate : null;
  const rawEvent = params.get('event') ?? '';
  const eventId = /^[1-9]\d{0,9}$/.test(rawEvent) ? Number(rawEvent) : null;
  return { date, eventId };
}

/**
 * A link into the agenda (a reminder e-mail's "Apri in agenda": /agenda?event=12&date=2026-03-11)
 * opens on that day and shows that event. Read once, when the page opens; the parameters then
 * leave the address, so going back or reloading shows the agenda as the user left it.
 */
export function useLinkedEvent(openEvent: (eventId: number) => void): AgendaLink {
  const [params, setParams] = useSearchParams();
  const [link] = useState(() => readLink(params));
  const opened = useRef(false);
  const latestOpen = useRef(openEvent);
  latestOpen.current = openEvent;

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (link.eventId !== null) latestOpen.current(link.eventId);
    if (params.has('date') || params.has('event')) {
      const rest = new URLSearchParams(params);
      rest.delete('date');
      rest.delete('event');
      setParams(rest, { replace: true });
    }
  }, [link, params, setParams]);

  return link;
}
