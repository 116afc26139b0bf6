import { isIsoDate } from '../domain/agenda';

/**
 * Format rules of the API alone. The ones the web app applies too (e-mail, mobile number, fiscal
 * code, password) are @colleghi/rules'.
 */

/** Whole euros a user may type (a fee offered, an expense): up to one million. */
export const MAX_EUROS = 1_000_000;

/** How far ahead a date may be: demands and agenda events at most this many years from now. */
export const HORIZON_YEARS = 10;

/** The instant HORIZON_YEARS calendar years after `now` (29 February lands on 1 March). */
export function horizonOf(now: Date): Date {
  const horizon = new Date(now.getTime());
  horizon.setUTCFullYear(horizon.getUTCFullYear() + HORIZON_YEARS);
  return horizon;
}

/** Whether a calendar day (YYYY-MM-DD) is past the horizon (days compared, `now` in UTC). */
export function isPastHorizon(isoDate: string, now: Date): boolean {
  return isoDate > horizonOf(now).toISOString().slice(0, 10);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Landline-or-mobile numbers of a law firm (phone, fax): digits with usual separators. */
export function isLandline(value: string): boolean {
  const digits = value.replace(/[\s.\-/()]/g, '');
  return /^\+?\d{6,15}$/.test(digits);
}

/** Italian VAT number: 11 digits, an optional "IT" prefix is dropped. */
export function normalizeVat(value: string): string | null {
  const compact = value.replace(/\s/g, '').toUpperCase().replace(/^IT/, '');
  return /^\d{11}$/.test(compact) ? compact : null;
}

export function isZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** A real calendar date YYYY-MM-DD between 1900-01-01 (isIsoDate's first day) and today. */
export function isValidBirthDate(value: string, today: Date): boolean {
  return isIsoDate(value) && value <= today.toISOString().slice(0, 10);
}

const PICTURE_HEADER_RE = /^data:image\/[a-z0-9.+-]+;base64,/i;
const NOT_BASE64_RE = /[^A-Za-z0-9+/=\s]/;
const URL_HEADER_RE = /^https?:\/\//;

/**
 * A profile picture is an image data URL (what the web app uploads) or an http(s) URL. The
 * body, megabytes long, is checked by looking for one wrong character: a pattern that matches
 * the whole of it backtracks through every character and can overflow V8's regex stack.
 */
export function isPicture(value: string): boolean {
  const header = PICTURE_HEADER_RE.exec(value) ?? URL_HEADER_RE.exec(value);
  if (!header) return false;
  const body = value.slice(header[0].length);
  const wrong = header[0].startsWith('data:') ? NOT_BASE64_RE : /\s/;
  return body.length > 0 && !wrong.test(body);
}
