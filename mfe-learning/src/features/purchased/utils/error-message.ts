import { flattenFieldErrors } from '@colleghi/shared';
import type { ApiErrorBody } from '@colleghi/shared';

export const GENERIC_ERROR_MESSAGE = 'Si è verificato un errore. Riprova.';

/** The server's own Italian message for a refused call: detail, then non-field, then a field. */
export function errorMessage(error: ApiErrorBody | null): string {
  if (!error) return GENERIC_ERROR_MESSAGE;
  if (typeof error.detail === 'string' && error.detail) return error.detail;
  if (error.non_field_errors?.[0]) return error.non_field_errors[0];
  const first = Object.values(flattenFieldErrors(error))[0];
  return first ?? GENERIC_ERROR_MESSAGE;
}
