import { EMAIL_MAX_LENGTH, MESSAGES, PASSWORD_MIN_LENGTH } from './messages';

// The format rules of the sign-up, profile and sign-in fields, applied by the web forms and by
// the API alike. The is* functions answer yes or no; each validate* returns the Italian message
// to show, or null when the value is valid. Surrounding spaces (a pasted address, autofill) never
// make an e-mail, a phone or a fiscal code invalid: these rules ignore them, and forms send
// `value.trim()`. Passwords are taken as typed, spaces included.

// Local part: RFC 5322 atoms separated by single dots. Domain: DNS labels, alphabetic TLD.
const EMAIL = new RegExp(
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*" +
    '@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$',
);

// Optional '+', 3 digits, optional '-', then 7 digits; or the grouped '333 123 4567' form.
const PHONE = /^\+?\d{3}(?:-?\d{7}|[ .-]?\d{3}[ .-]?\d{4})$/;

// Italian personal fiscal code; digits may be replaced by letters (omocodia), hence the classes.
const PERSONAL_FISCAL_CODE =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
// Companies and professionals with a VAT number use 11 digits.
const NUMERIC_FISCAL_CODE = /^\d{11}$/;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/** A mobile number as the forms accept it (see phoneKey for what the API also reads). */
export function isPhone(value: string): boolean {
  return PHONE.test(value.trim());
}

/**
 * Canonical form of a mobile number, or null when it is not one: every spelling isPhone accepts,
 * plus digits grouped by spaces, dots, dashes, slashes or brackets and an Italian prefix (+39 /
 * 0039). Two spellings of one number share a key, which is what uniqueness and sign-in compare.
 */
export function phoneKey(value: string): string | null {
  const compact = value.trim().replace(/[\s.\-/()]/g, '');
  const international = /^(?:\+|00)39(\d{9,10})$/.exec(compact);
  if (international) return international[1];
  const local = /^\+?(\d{10})$/.exec(compact);
  return local ? local[1] : null;
}

/** At least 8 characters with at least one digit and one lowercase letter (PASSWORD_HINT). */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /\d/.test(value) && /[a-z]/.test(value);
}

/** A fiscal code as given, upper case with no spaces: 16-character personal form or 11 digits. */
export function isFiscalCode(code: string): boolean {
  return PERSONAL_FISCAL_CODE.test(code) || NUMERIC_FISCAL_CODE.test(code);
}

/** What a fiscal code field keeps as the user types: upper case, no spaces. */
export function normalizeFiscalCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function validateEmail(value: string): string | null {
  return isEmail(value) ? null : MESSAGES.invalidEmail;
}

/** Sign-in and forgot-password accept either an e-mail or a phone number. */
export function validateEmailOrPhone(value: string): string | null {
  return isEmail(value) || isPhone(value) ? null : MESSAGES.invalidEmailOrPhone;
}

export function validatePassword(value: string): string | null {
  return isValidPassword(value) ? null : MESSAGES.invalidPassword;
}

/** Sign-in only checks that a password was typed; spaces are legitimate password characters. */
export function validateSigninPassword(value: string): string | null {
  return value.length > 0 ? null : MESSAGES.emptyPassword;
}

/** Upper-cases before checking: the field upper-cases on entry, so 'rssmra...' is valid. */
export function validateFiscalCode(value: string): string | null {
  return isFiscalCode(value.trim().toUpperCase()) ? null : MESSAGES.invalidFiscalCode;
}

export function validatePhone(value: string): string | null {
  return isPhone(value) ? null : MESSAGES.invalidPhone;
}

/** Empty, whitespace-only, null, undefined and false (an unticked checkbox) are missing. */
export function validateRequired(
  value: string | number | boolean | null | undefined,
): string | null {
  if (value === null || value === undefined || value === false) return MESSAGES.required;
  if (typeof value === 'string' && value.trim() === '') return MESSAGES.required;
  return null;
}
