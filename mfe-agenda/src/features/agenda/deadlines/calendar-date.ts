// Plain calendar dates as 'YYYY-MM-DD' strings: no time of day, no time zone. The arithmetic goes
// through day numbers counted in UTC, where every day has 24 hours.

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface YearMonthDay {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' -> its parts, or null when it is not a real calendar day. */
export function parseIsoDate(iso: string): YearMonthDay | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function partsOf(iso: string): YearMonthDay {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Data non valida: ${iso}`);
  return parts;
}

export function toIsoDate({ year, month, day }: YearMonthDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function dayNumber(iso: string): number {
  const { year, month, day } = partsOf(iso);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromDayNumber(days: number): string {
  const date = new Date(days * MS_PER_DAY);
  return toIsoDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  // Day 0 (1 January 1970) was a Thursday.
  return (((dayNumber(iso) + 4) % 7) + 7) % 7;
}

/**
 * The same day number `months` later (or earlier, when negative); where the target month is
 * shorter, its last day. `clamped` tells whether that happened.
 */
export function addMonths(iso: string, months: number): { date: string; clamped: boolean } {
  const { year, month, day } = partsOf(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = daysInMonth(targetYear, targetMonth);
  return {
    date: toIsoDate({ year: targetYear, month: targetMonth, day: Math.min(day, last) }),
    clamped: day > last,
  };
}

export function yearOf(iso: string): number {
  return partsOf(iso).year;
}

export function monthOf(iso: string): number {
  return partsOf(iso).month;
}

const WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];

/** '2027-09-11' -> '11/09/2027'. */
export function italianDate(iso: string): string {
  const { year, month, day } = partsOf(iso);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** '2027-09-11' -> 'sabato 11/09/2027'. */
export function italianDayAndDate(iso: string): string {
  return `${WEEKDAYS[weekday(iso)]} ${italianDate(iso)}`;
}
