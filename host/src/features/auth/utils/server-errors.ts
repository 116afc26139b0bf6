import type { ApiErrorBody } from '@colleghi/shared/platform';
import { flattenFieldErrors } from '@colleghi/shared/platform';

/** Shown when the API accepted the key but the user could not be loaded (the key is kept). */
export const SESSION_FAILED_MESSAGE =
  'Non è stato possibile completare l’accesso. Riprova tra qualche istante.';

/** The message that belongs to no field: DRF's non_field_errors, or `detail` (429, 403...). */
export function getNonFieldError(error: ApiErrorBody | null): string | null {
  if (!error) return null;
  const list = error.non_field_errors;
  if (Array.isArray(list) && typeof list[0] === 'string') return list[0];
  if (typeof error.detail === 'string') return error.detail;
  return null;
}

/** Field errors keyed by dotted path ('email', 'profile.city'), without the non-field entries. */
export function getFieldErrors(error: ApiErrorBody | null): Record<string, string> {
  const NON_FIELD_KEYS = ['non_field_errors', 'detail'];
  return Object.fromEntries(
    Object.entries(flattenFieldErrors(error)).filter(([key]) => !NON_FIELD_KEYS.includes(key)),
  );
}
