import { z } from 'zod';

/**
 * The query string as the routes see it: each key once, its first value when a client repeats
 * it (as lib/pagination.ts's queryParam reads it), so query schemas are plain strings.
 */
export function parseQueryString(text: string): Record<string, string> {
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(text)) {
    if (!Object.hasOwn(query, key)) query[key] = value;
  }
  return query;
}

/** A query parameter: optional text, documented. The lists read their parameters leniently. */
export function queryText(description?: string) {
  const text = z.string().optional();
  return description ? text.meta({ description }) : text;
}

/**
 * A query parameter whose values the document lists: read as leniently as queryText (the route
 * checks the value itself), so the enum is documentation for clients and their generated types.
 */
export function queryChoice(values: readonly string[], description: string) {
  return z
    .string()
    .optional()
    .meta({ description, enum: [...values] });
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
