import { AGENDA_TIME_ZONE } from './agenda';

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENDA_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function wallClockUtcMs(instant: Date): number {
  const parts = Object.fromEntries(
    PARTS.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * The instant of a Europe/Rome wall-clock time (date 'YYYY-MM-DD', time 'HH:mm:ss'): guess the
 * offset from the same wall clock read as UTC, then correct once (enough around DST changes).
 */
export function romeInstant(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}Z`);
  const firstOffset = wallClockUtcMs(new Date(asUtc)) - asUtc;
  const guess = asUtc - firstOffset;
  const offset = wallClockUtcMs(new Date(guess)) - guess;
  return new Date(asUtc - offset);
}
