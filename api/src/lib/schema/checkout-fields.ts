import { z } from 'zod';
import { MSG } from '../messages';
import { rowId } from './fields';

/**
 * The id of a row that may be absent (undefined), null or '' (null): rowId's rules otherwise.
 * Unlike nullableRowRef, only the bare id is accepted (the order fields never took an object).
 */
export function nullableRowId(unknown: string = MSG.invalidChoice) {
  return z
    .union([
      rowId(unknown),
      z.literal('', {
        error: (issue) =>
          issue.input === undefined || issue.input === null ? MSG.required : MSG.invalidInteger,
      }),
    ])
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();
}

/** A free-form JSON object that may be absent or null (its contents are not read). */
export function nullableLooseObject() {
  return z.record(z.string(), z.unknown(), { error: MSG.invalidObject }).nullish();
}
