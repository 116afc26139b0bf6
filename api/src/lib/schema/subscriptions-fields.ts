import { z } from 'zod';

/**
 * A query parameter read leniently by its handler (with queryParam: the first of repeated
 * values): documented as text, never refused by the schema.
 */
export function lenientQueryParam(description: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({ description });
}
