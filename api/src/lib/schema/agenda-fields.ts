import { z } from 'zod';
import type { ErrorTree } from '../errors';
import { MSG } from '../messages';
import { issuesToTree } from './errors';

/**
 * A query-string parameter read leniently: absent stays absent, a repeated one counts by its
 * first value (as `queryParam` reads it), and its own rules are left to the route, which
 * answers as it always has (a 404 for a page, a 400 for a filter). Declared so that it is
 * documented.
 */
export function queryText(description: string) {
  return z
    .preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().optional())
    .meta({ description });
}

/**
 * Reads a request body with a schema chosen in the handler (one that depends on a stored row),
 * by the validator's rules: no body reads as {}, a JSON null is refused as not an object when
 * nothing else is wrong. Issues come back as the DRF error tree, to be completed or thrown.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
): { data: z.output<Schema>; errors?: undefined } | { data?: undefined; errors: ErrorTree } {
  const result = schema.safeParse(raw === undefined || raw === null ? {} : raw);
  if (!result.success) return { errors: issuesToTree(result.error.issues) };
  if (raw === null) return { errors: { non_field_errors: [MSG.expectedObjectBody] } };
  return { data: result.data };
}
