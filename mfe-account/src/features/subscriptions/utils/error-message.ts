import { flattenFieldErrors } from '@colleghi/shared';
import type { ApiErrorBody } from '@colleghi/shared';

/**
 * The one message a toast shows for a refused call: `{ message }` (coupons, activation),
 * `{ detail }`, `non_field_errors`, else the first field message; `fallback` when there is none.
 */
export function errorMessage(error: ApiErrorBody | null, fallback: string): string {
  if (!error) return fallback;
  if (typeof error.message === 'string' && error.message) return error.message;
  if (typeof error.detail === 'string' && error.detail) return error.detail;
  const first = Object.values(flattenFieldErrors(error))[0];
  return first ?? fallback;
}
