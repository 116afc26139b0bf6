import type { BodyReader } from '../lib/body-reader';
import { ROLES } from '../db/schema';
import type { Role } from '../db/schema';
import { MSG } from '../lib/messages';
import {
  isEmail,
  isFiscalCode,
  isValidPassword,
  normalizeFiscalCode,
  phoneKey,
} from '@colleghi/rules';
import { isValidBirthDate, normalizeEmail } from '../lib/rules';

/** Field readers shared by sign-up, light sign-up and profile edit: one rule, one message. */

export const NAME_MAX = 150;

export function readName(body: BodyReader, key: string, required: boolean): string | undefined {
  return body.text(key, { required, max: NAME_MAX }) ?? undefined;
}

export function readEmail(body: BodyReader, key: string): string | undefined {
  const raw = body.text(key, { required: true, max: 254 });
  if (!raw) return undefined;
  const email = normalizeEmail(raw);
  if (!isEmail(email)) {
    body.error(key, MSG.email);
    return undefined;
  }
  return email;
}

export function readPhone(
  body: BodyReader,
  key: string,
  required: boolean,
): { phone: string; phoneKey: string } | undefined {
  const raw = body.text(key, { required, max: 30 });
  if (!raw) return undefined;
  const canonical = phoneKey(raw);
  if (!canonical) {
    body.error(key, MSG.phone);
    return undefined;
  }
  return { phone: raw, phoneKey: canonical };
}

export function readFiscalCode(body: BodyReader, key: string): string | null | undefined {
  const raw = body.text(key, { nullable: true, max: 32 });
  if (!raw) return raw;
  const code = normalizeFiscalCode(raw);
  if (isFiscalCode(code)) return code;
  body.error(key, MSG.fiscalCode);
  return undefined;
}

export function readBirthDate(
  body: BodyReader,
  key: string,
  today: Date,
): string | null | undefined {
  const raw = body.text(key, { nullable: true, max: 10 });
  if (!raw) return raw;
  if (!isValidBirthDate(raw, today)) {
    body.error(key, MSG.birthDate);
    return undefined;
  }
  return raw;
}

export function readRole(body: BodyReader, key: string, required: boolean): Role | undefined {
  const raw = body.text(key, { required });
  if (!raw) return undefined;
  if (!(ROLES as readonly string[]).includes(raw)) {
    body.error(key, MSG.role);
    return undefined;
  }
  return raw as Role;
}

/** Terms and privacy: required, and only `true` is acceptable. */
export function readAccepted(body: BodyReader, key: string, message: string): boolean | undefined {
  const value = body.bool(key, { required: true });
  if (value === false) body.error(key, message);
  return value;
}

/** Two password fields: the rule on the first, equality on the second. Never trimmed. */
export function readPasswordPair(body: BodyReader, key1: string, key2: string): string | undefined {
  const read = (key: string): string | undefined => {
    const value = body.data[key];
    if (value === undefined || value === null || value === '') body.error(key, MSG.required);
    else if (typeof value !== 'string') body.error(key, MSG.invalidText);
    else if (value.length > 128) body.error(key, MSG.maxLength(128));
    else return value;
    return undefined;
  };
  const first = read(key1);
  const second = read(key2);
  if (first !== undefined && !isValidPassword(first)) body.error(key1, MSG.password);
  if (first !== undefined && second !== undefined && first !== second) {
    body.error(key2, MSG.passwordMismatch);
  }
  return body.fieldHasError(key1) || body.fieldHasError(key2) ? undefined : first;
}
