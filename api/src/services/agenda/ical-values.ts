import type {
  ICalTemporalInstantStub,
  ICalTemporalPlainDateStub,
  ICalTemporalPlainDateTimeStub,
  ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { AGENDA_TIME_ZONE } from '../../domain/agenda';
import { romeInstant } from '../../domain/agenda-rome-offset';

/**
 * Events are stored as Europe/Rome wall-clock dates and times. ical-generator formats a native
 * Date in the *process* time zone when a TZID is set, so we hand it Temporal-shaped values
 * (its documented Temporal support, without a polyfill): the wall clock goes out unchanged as
 * DTSTART;TZID=Europe/Rome:YYYYMMDDTHHMMSS whatever the server's TZ.
 */

function plainDate(date: string): ICalTemporalPlainDateStub {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day, toJSON: () => date, toString: () => date };
}

function zoned(plain: ICalTemporalPlainDateTimeStub, date: string, time: string) {
  const epochMilliseconds = romeInstant(date, time).getTime();
  const iso = `${date}T${time}[${AGENDA_TIME_ZONE}]`;
  const self: ICalTemporalZonedDateTimeStub = {
    year: plain.year,
    month: plain.month,
    day: plain.day,
    hour: plain.hour,
    minute: plain.minute,
    second: plain.second,
    timeZoneId: AGENDA_TIME_ZONE,
    toInstant: (): ICalTemporalInstantStub => ({
      epochMilliseconds,
      toJSON: () => new Date(epochMilliseconds).toISOString(),
      toString: () => new Date(epochMilliseconds).toISOString(),
      // Only Europe/Rome is ever used for stored events.
      toZonedDateTimeISO: () => self,
    }),
    toJSON: () => iso,
    toString: () => iso,
    toPlainDateTime: () => plain,
    withTimeZone: () => self,
  };
  return self;
}

/** A wall-clock time in Italy ('YYYY-MM-DD', 'HH:mm:ss'). */
export function romeWallClock(date: string, time = '00:00:00'): ICalTemporalPlainDateTimeStub {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  const iso = `${date}T${time}`;
  const self: ICalTemporalPlainDateTimeStub = {
    year,
    month,
    day,
    hour,
    minute,
    second,
    toJSON: () => iso,
    toString: () => iso,
    toPlainDate: () => plainDate(date),
    toZonedDateTime: () => zoned(self, date, time),
  };
  return self;
}

/** Wall clock plus minutes (may roll over to the next day). */
export function addWallMinutes(date: string, time: string, minutes: number) {
  const shifted = new Date(Date.parse(`${date}T${time}Z`) + minutes * 60000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 19) };
}

/** The VTIMEZONE of Europe/Rome (EU rules since 1996: last Sunday of March / October). */
export function romeVtimezone(timezone: string): string | null {
  if (timezone !== AGENDA_TIME_ZONE) return null;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${AGENDA_TIME_ZONE}`,
    `X-LIC-LOCATION:${AGENDA_TIME_ZONE}`,
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}
