import { z } from 'zod';
import { rowId } from './fields';

/** The id inside the object the API returned ({ id, … }), when it is a whole number. */
function idOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { id } = value as { id?: unknown };
  return Number.isSafeInteger(id) ? id : value;
}

const SENT_AS = "L'id, oppure l'oggetto restituito dall'API ({ id, … }).";

/**
 * A reference to another row, as an id or as the object the API returned. Unlike fields'
 * rowRef, an object whose id no row can have gets the field's own `unknown` message on the
 * field itself, as for a bare id.
 */
export function idRef(unknown: string) {
  return z.preprocess(idOf, rowId(unknown)).meta({ description: SENT_AS });
}

/** idRef that may be absent (undefined), null or '' (null). */
export function nullableIdRef(unknown: string) {
  return z
    .preprocess((value) => (value === '' ? null : idOf(value)), rowId(unknown).nullable())
    .optional()
    .meta({ description: SENT_AS });
}
