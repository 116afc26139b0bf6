import {
  isEmail,
  isFiscalCode,
  isValidPassword,
  normalizeFiscalCode,
  phoneKey,
} from '@colleghi/rules';
import { z } from 'zod';
import { ROLES } from '../../db/schema';
import type { Role } from '../../db/schema';
import type { ErrorTree } from '../errors';
import { MSG } from '../messages';
import { isValidBirthDate, normalizeEmail } from '../rules';
import {
  isPlainObject,
  nullableText,
  optionalText,
  requiredBool,
  requiredSecret,
  requiredText,
} from './fields';

/**
 * The user's fields, shared by sign-up, light sign-up, confirmation and profile edit: one rule,
 * one message.
 */

export const NAME_MAX = 150;

export function nameField() {
  return requiredText({ max: NAME_MAX });
}

/** A partial update: may be absent, not blank. */
export function optionalNameField() {
  return optionalText({ max: NAME_MAX });
}

/** Trimmed and lower-cased. */
export function emailField() {
  return requiredText({ max: 254 }).transform((raw, check) => {
    const email = normalizeEmail(raw);
    if (isEmail(email)) return email;
    check.addIssue({ code: 'custom', message: MSG.email });
    return z.NEVER;
  });
}

/** A mobile number as typed, with its canonical key (what uniqueness compares). */
export function phoneField() {
  return requiredText({ max: 30 }).transform((raw, check) => {
    const key = phoneKey(raw);
    if (key) return { phone: raw, phoneKey: key };
    check.addIssue({ code: 'custom', message: MSG.phone });
    return z.NEVER;
  });
}

/** Optional; null or blank clears it. Upper-cased, spaces dropped. */
export function fiscalCodeField() {
  return nullableText({ max: 32 }).transform((raw, check) => {
    if (!raw) return raw;
    const code = normalizeFiscalCode(raw);
    if (isFiscalCode(code)) return code;
    check.addIssue({ code: 'custom', message: MSG.fiscalCode });
    return z.NEVER;
  });
}

/** Optional; YYYY-MM-DD, a real day not after `today()`. */
export function birthDateField(today: () => Date) {
  return nullableText({ max: 10 }).transform((raw, check) => {
    if (!raw || isValidBirthDate(raw, today())) return raw;
    check.addIssue({ code: 'custom', message: MSG.birthDate });
    return z.NEVER;
  });
}

export function roleField() {
  return requiredText()
    .refine((raw): raw is Role => (ROLES as readonly string[]).includes(raw), {
      error: MSG.role,
    })
    .meta({ enum: [...ROLES] }) as unknown as z.ZodType<Role, string>;
}

/** Terms and privacy: required, and only `true` is acceptable. */
export function acceptedField(message: string) {
  return requiredBool().refine((value) => value, { error: message });
}

/** A password as typed: never trimmed. */
export function passwordField() {
  return requiredSecret().max(128, { error: MSG.maxLength(128) });
}

/**
 * The two password fields of a form: the rule on the first, equality on the second. Checked
 * even when other fields are wrong, so the form shows every problem at once.
 */
export function passwordPair(key1: string, key2: string) {
  return z.superRefine<unknown>(
    (data, check) => {
      if (!isPlainObject(data)) return;
      const ok = (v: unknown): v is string =>
        typeof v === 'string' && v.length > 0 && v.length <= 128;
      const [first, second] = [data[key1], data[key2]];
      if (ok(first) && !isValidPassword(first)) {
        check.addIssue({ code: 'custom', message: MSG.password, path: [key1] });
      }
      if (ok(first) && ok(second) && first !== second) {
        check.addIssue({ code: 'custom', message: MSG.passwordMismatch, path: [key2] });
      }
    },
    { when: () => true },
  );
}

/**
 * A form's body with the checks that span fields (passwordPair): unknown keys refused, as
 * strictObject, and the checks run even when some field is wrong.
 */
export function formObject<Shape extends z.ZodRawShape>(
  shape: Shape,
  ...checks: z.core.$ZodCheck<unknown>[]
) {
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? MSG.required : MSG.invalidObject,
    })
    .check(...checks);
}

/**
 * For a body its schema refused: each field of `shape` that is valid on its own, parsed, so the
 * checks that need the database still run and one answer lists every problem.
 */
export function validFields<Shape extends z.ZodRawShape>(
  shape: Shape,
  raw: unknown,
): Partial<{ [K in keyof Shape]: z.output<Shape[K]> }> {
  const data = isPlainObject(raw) ? raw : {};
  const valid: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const result = (field as z.ZodType).safeParse(data[key]);
    if (result.success) valid[key] = result.data;
  }
  return valid as Partial<{ [K in keyof Shape]: z.output<Shape[K]> }>;
}

/** The field errors of a request refused by its schema (attachValidation), else {}. */
export function schemaErrors(error: unknown): ErrorTree {
  const errors = (error as { errors?: ErrorTree } | undefined)?.errors;
  return errors ? structuredClone(errors) : {};
}
