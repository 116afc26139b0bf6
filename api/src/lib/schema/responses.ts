import { z } from 'zod';

/** DRF's page of a list (see lib/pagination.ts): absolute URLs of the next and previous pages. */
export function paginated<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A `{ detail: "…" }` answer (404, 403, and other errors that name no field). */
export const DetailBody = z.object({ detail: z.string() });

/** The page query, with the lists' other parameters in ./query.ts. */
export { pageQuery } from './query';
