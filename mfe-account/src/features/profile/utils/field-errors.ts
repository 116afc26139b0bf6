import { flattenFieldErrors } from '@colleghi/shared/platform';
import type { ApiErrorBody } from '@colleghi/shared/platform';

/** The professional block both forms show. */
const PROFESSIONAL_KEYS = [
  'profile.vat',
  'profile.pec',
  'profile.register_number',
  'profile.coa_office',
] as const;

/** The firm fields both forms show (the edit form adds the lawyer and the description). */
const FIRM_KEYS = [
  'profile.lawfirm.name',
  'profile.lawfirm.address',
  'profile.lawfirm.city',
  'profile.lawfirm.zip',
  'profile.lawfirm.phone',
  'profile.lawfirm.fax',
] as const;

/** Server keys the edit form shows under a field (nested keys flattened with dots). */
export const EDIT_FIELD_KEYS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'birth_date',
  'fiscal_code',
  'profile.type',
  'profile.picture',
  'profile.city',
  ...PROFESSIONAL_KEYS,
  ...FIRM_KEYS,
  'profile.lawfirm.lawyer',
  'profile.lawfirm.description',
] as const;

/** The wizard's fields; skills refusals come under `skills` (the server's choice). */
export const WIZARD_FIELD_KEYS = [
  'profile.picture',
  'skills',
  'profile.skills',
  'birth_date',
  'fiscal_code',
  ...PROFESSIONAL_KEYS,
  ...FIRM_KEYS,
] as const;

export type FieldErrors = Partial<Record<string, string>>;

export interface SplitErrors {
  fields: FieldErrors;
  /** What no field shows (non_field_errors, detail, unknown keys): the form's alert. */
  general: string[];
}

/**
 * Field errors go under their fields; the rest (keys no field of this form shows) in the alert,
 * so nothing the server said is dropped and no hidden message blocks saving.
 */
export function splitErrors(error: ApiErrorBody | null, known: readonly string[]): SplitErrors {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const [key, message] of Object.entries(flattenFieldErrors(error))) {
    if (known.includes(key)) fields[key] = message;
    else if (!general.includes(message)) general.push(message);
  }
  return { fields, general };
}

/** The errors without the given keys (the user corrected those fields). */
export function withoutKeys(errors: FieldErrors, keys: readonly string[]): FieldErrors {
  if (!keys.some((key) => errors[key] !== undefined)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => Boolean(message));
}
