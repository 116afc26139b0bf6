import { MESSAGES, PASSWORD_MIN_LENGTH } from './messages';

// Each validator returns the Italian message to show, or null when the value is valid.
// Surrounding spaces (a pasted address, autofill) never make an e-mail, a phone or a fiscal code
// invalid: these validators ignore them, and forms send `value.trim()`. Passwords are taken as
// typed, spaces included.

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
  return email.length <= 254 && EMAIL.test(email);
}

export function isPhone(value: string): boolean {
  return PHONE.test(value.trim());
}

export function validateEmail(value: string): string | null {
  return isEmail(value) ? null : MESSAGES.invalidEmail;
}

/** Sign-in and forgot-password accept either an e-mail or a phone number. */
export function validateEmailOrPhone(value: string): string | null {
  return isEmail(value) || isPhone(value) ? null : MESSAGES.invalidEmailOrPhone;
}

/** At least 8 characters with at least one digit and one lowercase letter (see PASSWORD_HINT). */
export function validatePassword(value: string): string | null {
  const valid = value.length >= PASSWORD_MIN_LENGTH && /\d/.test(value) && /[a-z]/.test(value);
  return valid ? null : MESSAGES.invalidPassword;
}

/** Sign-in only checks that a password was typed; spaces are legitimate password characters. */
export function validateSigninPassword(value: string): string | null {
  return value.length > 0 ? null : MESSAGES.emptyPassword;
}

/** Upper-cases before checking: the field upper-cases on entry, so 'rssmra...' is valid. */
export function validateFiscalCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return PERSONAL_FISCAL_CODE.test(code) || NUMERIC_FISCAL_CODE.test(code)
    ? null
    : MESSAGES.invalidFiscalCode;
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

/** What a fiscal code field keeps as the user types: upper case, no spaces. */
export function normalizeFiscalCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
