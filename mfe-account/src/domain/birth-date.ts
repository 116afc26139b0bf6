import type { Dayjs } from 'dayjs';
import { isUnder46OnDay } from '@colleghi/rules';
import { dayjs } from '@colleghi/shared/platform';

// Birth date of the profile forms: one Italian date field (day, month by name, year), held by
// the form as 'YYYY-MM-DD', '' while it is empty or not yet a whole, real date.

/** The form's value for a stored date: 'YYYY-MM-DD', '' when missing or not a real date. */
export function birthDateValue(stored: string | null | undefined): string {
  return parseIsoDate(stored)?.format('YYYY-MM-DD') ?? '';
}

/** What goes up as birth_date: the form's date when it is a real one, otherwise null. */
export function birthDateToSend(value: string): string | null {
  return value !== '' && parseIsoDate(value)?.format('YYYY-MM-DD') === value ? value : null;
}

/** The latest day a birth date may be: today, on the user's local calendar. */
export function latestBirthDate(today: Date = new Date()): string {
  return dayjs(today).format('YYYY-MM-DD');
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
