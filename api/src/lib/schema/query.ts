import { z } from 'zod';

/**
 * A query parameter as a client may send it: text, or the same key repeated (the first one
 * counts, as lib/pagination.ts's queryParam reads it). The lists read their parameters
 * leniently; their schemas document them and type them.
 */
export function queryText(description?: string) {
  const text = z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value[0] : value))
    .optional();
  return description ? text.meta({ description }) : text;
}

/**
 * The query of every paginated list: ?page= from 1 (anything else is DRF's 404, answered by
 * readPageParams), ?page_size= up to 100 (anything else falls back to the list's size).
 */
export const pageQuery = {
  page: queryText('Numero di pagina, da 1.'),
  page_size: queryText('Elementi per pagina (massimo 100).'),
};

/** A paginated list with a text search (?search=, at most 100 characters are used). */
export const searchPageQuery = {
  ...pageQuery,
  search: queryText('Testo da cercare.'),
};
