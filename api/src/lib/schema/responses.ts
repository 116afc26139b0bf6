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

/**
 * The query of every paginated list: ?page= from 1 (anything else is DRF's 404, answered by
 * readPageParams), ?page_size= up to 100 (anything else falls back to the list's size).
 * Strings, since the lists read them leniently; documented here so clients see them.
 */
export const pageQuery = {
  page: z.string().optional().meta({ description: 'Numero di pagina, da 1.' }),
  page_size: z.string().optional().meta({ description: 'Elementi per pagina (massimo 100).' }),
};

/** A `{ detail: "…" }` answer (404, 403, and other errors that name no field). */
export const DetailBody = z.object({ detail: z.string() });
