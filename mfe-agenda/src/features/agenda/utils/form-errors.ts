import { flattenFieldErrors } from '@colleghi/shared/platform';
import type { ApiErrorBody } from '@colleghi/shared/platform';

/** The keys the event form shows under a field, named as in the contract's flat body. */
export const FORM_FIELD_KEYS = [
  'resourcetype',
  'date',
  'all_day',
  'start',
  'end',
  'part1',
  'part2',
  'activity',
  'judge',
  'office',
  'nrg',
  'expense1',
  'expense2',
  'expense3',
  'expenses',
  'notice_days',
  'notes',
] as const;

export interface SplitErrors {
  fields: Record<string, string>;
  /** Everything no field shows (non_field_errors, detail, status, unknown keys): the alert. */
  general: string[];
}

/** Field errors go under their fields; nothing the server said is dropped. */
export function splitFormErrors(error: ApiErrorBody | null): SplitErrors {
  const flat = flattenFieldErrors(error);
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const [key, message] of Object.entries(flat)) {
    const known = (FORM_FIELD_KEYS as readonly string[]).includes(key);
    if (known) fields[key] = message;
    else general.push(message);
  }
  return { fields, general };
}
