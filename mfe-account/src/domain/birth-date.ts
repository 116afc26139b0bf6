import type { Dayjs } from 'dayjs';
import { isUnder46OnDay } from '@colleghi/rules';
import { dayjs } from '@colleghi/shared/platform';

// Birth date input of the profile forms: a day box, a month list, a year box.

export interface MonthOption {
  value: number;
  label: string;
}

export const MONTHS: readonly MonthOption[] = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
].map((label, index) => ({ value: index + 1, label }));

/**
 * Keeps the digits only and clamps to 1..31 while the user types; '' stays '' (box emptied).
 * A lone leading zero waits for its second digit ("05" is how a day is often typed);
 * finishBirthDay settles it when the box is left.
 */
export function clampBirthDay(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  if (digits === '0' || /^0[1-9]$/.test(digits)) return digits;
  const day = Number(digits);
  if (day < 1) return '1';
  if (day > 31) return '31';
  return String(day);
}

/** The day box once left: "0" becomes 1 (below 1 is 1), "05" becomes 5. */
export function finishBirthDay(day: string): string {
  return day === '' ? '' : String(Math.max(1, Number(day)));
}

export interface BirthDateParts {
  day: string | number | null | undefined;
  month: string | number | null | undefined;
  year: string | number | null | undefined;
}

/** YYYY-MM-DD for a real calendar date with a 4+ digit year, otherwise null (the date is cleared). */
export function buildBirthDate({ day, month, year }: BirthDateParts): string | null {
  const yearText = String(year ?? '').trim();
  if (!/^\d{4,}$/.test(yearText)) return null;
  const y = Number(yearText);
  const m = toInteger(month);
  const d = toInteger(day);
  // Four-digit output only: '10000' or '0999' cannot be sent as YYYY-MM-DD.
  if (y < 1000 || y > 9999 || m === null || d === null) return null;
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  return parseIsoDate(iso) ? iso : null;
}

/** The parts of a stored YYYY-MM-DD date, to fill the three inputs of an edit form. */
export function splitBirthDate(iso: string | null | undefined): {
  day: string;
  month: number | null;
  year: string;
} {
  const date = parseIsoDate(iso);
  if (!date) return { day: '', month: null, year: '' };
  return { day: String(date.date()), month: date.month() + 1, year: String(date.year()) };
}

/** 'DD/MM/YYYY'; '' when the value is missing or not a YYYY-MM-DD date. */
export function formatBirthDate(iso: string | null | undefined): string {
  return parseIsoDate(iso)?.format('DD/MM/YYYY') ?? '';
}

/** Age strictly below 46 on the user's local calendar day (@colleghi/rules' isUnder46OnDay). */
export function isUnder46(birthDate: string, today: Date = new Date()): boolean {
  return isUnder46OnDay(birthDate, dayjs(today).format('YYYY-MM-DD'));
}

/** The calendar day a stored YYYY-MM-DD value (or a datetime's date part) names, if real. */
function parseIsoDate(iso: string | null | undefined): Dayjs | null {
  // In UTC: a plain date has no time zone, and no change of clock may move it.
  const date = dayjs.utc((iso ?? '').slice(0, 10), 'YYYY-MM-DD', true);
  return date.isValid() ? date : null;
}

function toInteger(value: string | number | null | undefined): number | null {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
