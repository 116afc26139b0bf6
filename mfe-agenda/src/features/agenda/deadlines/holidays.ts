import { addDays, toIsoDate, weekday } from './calendar-date';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate(year, month, day);
}

export function easterMonday(year: number): string {
  return addDays(easterSunday(year), 1);
}

/** The national holidays on a fixed day, by 'MM-DD'. */
const FIXED_HOLIDAYS: Readonly<Record<string, string>> = {
  '01-01': 'Capodanno',
  '01-06': 'Epifania',
  '04-25': 'Festa della Liberazione',
  '05-01': 'Festa del Lavoro',
  '06-02': 'Festa della Repubblica',
  '08-15': 'Ferragosto',
  '11-01': 'Ognissanti',
  '12-08': 'Immacolata Concezione',
  '12-25': 'Natale',
  '12-26': 'Santo Stefano',
};

/**
 * The name of the national holiday on that day, or null. Sundays are holidays too but have no
 * name here (see isHoliday). Local patron saints are not modelled.
 */
export function holidayName(iso: string): string | null {
  const fixed = FIXED_HOLIDAYS[iso.slice(5)];
  if (fixed) return fixed;
  return iso === easterMonday(Number(iso.slice(0, 4))) ? 'Lunedì dell’Angelo' : null;
}

export function isSunday(iso: string): boolean {
  return weekday(iso) === 0;
}

export function isSaturday(iso: string): boolean {
  return weekday(iso) === 6;
}

/** A Sunday or a national holiday. */
export function isHoliday(iso: string): boolean {
  return isSunday(iso) || holidayName(iso) !== null;
}
