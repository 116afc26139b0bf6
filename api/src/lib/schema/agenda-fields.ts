import { z } from 'zod';

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
