import ical, { ICalAlarmType, ICalEventStatus } from 'ical-generator';
import type { ICalCalendar } from 'ical-generator';
import { AGENDA_TIME_ZONE, DEFAULT_DURATION_MINUTES, addDays } from '../../domain/agenda';
import type { EventJson } from '../../serializers/event';
import { addWallMinutes, romeVtimezone, romeWallClock } from './ical-values';

export const ICAL_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** Stable across calls and feeds: calendars update the event instead of duplicating it. */
export function eventUid(id: number): string {
  return `event-${id}@colleghi.it`;
}

function description(event: EventJson): string | null {
  const lawyer = event.lawyerevent;
  if (!lawyer) return null;
  const detail = lawyer.hearing ?? lawyer.appointment ?? lawyer.fulfillment;
  const lines = [
    lawyer.part1 || lawyer.part2
      ? `Parti: ${[lawyer.part1, lawyer.part2].filter(Boolean).join(' c/ ')}`
      : null,
    lawyer.activity ? `Attività: ${lawyer.activity}` : null,
    lawyer.judge ? `Giudice: ${lawyer.judge}` : null,
    detail?.nrg ? `NRG: ${detail.nrg}` : null,
    detail?.notes ? `Note: ${detail.notes}` : null,
  ].filter((line): line is string => line !== null);
  return lines.length ? lines.join('\n') : null;
}

function addEvent(calendar: ICalCalendar, event: EventJson): void {
  const lawyer = event.lawyerevent;
  const timed = !event.all_day && event.start !== null;
  const start = timed
    ? romeWallClock(event.date, event.start as string)
    : romeWallClock(event.date);
  let end = romeWallClock(addDays(event.date, 1));
  if (timed) {
    const until = event.end
      ? { date: event.date, time: event.end }
      : addWallMinutes(event.date, event.start as string, DEFAULT_DURATION_MINUTES);
    end = romeWallClock(until.date, until.time);
  }
  const vevent = calendar.createEvent({
    id: eventUid(event.id),
    start,
    end,
    allDay: !timed,
    timezone: timed ? AGENDA_TIME_ZONE : null,
    stamp: new Date(event.updated_at),
    lastModified: new Date(event.updated_at),
    created: new Date(event.created_at),
    summary: event.display_name,
    description: description(event),
    location: lawyer?.office?.name ?? null,
    // A postponed hearing stays visible, struck out, next to its new date.
    status: lawyer?.status === 'POSTPONED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  if (event.resourcetype === 'Hearing') {
    for (const [seconds, when] of [
      [86400, 'domani'],
      [3600, "tra un'ora"],
    ] as const) {
      vevent.createAlarm({
        type: ICalAlarmType.display,
        trigger: seconds,
        description: `${event.display_name} (${when})`,
      });
    }
  }
}

/** An iCalendar document (one VEVENT per event) with the Europe/Rome VTIMEZONE. */
export function buildCalendar(name: string, list: EventJson[]): string {
  const calendar = ical({
    name,
    prodId: { company: 'Colleghi', product: 'Agenda', language: 'IT' },
    timezone: { name: null, generator: romeVtimezone },
  });
  calendar.x('X-WR-TIMEZONE', AGENDA_TIME_ZONE);
  for (const event of list) addEvent(calendar, event);
  return calendar.toString();
}
