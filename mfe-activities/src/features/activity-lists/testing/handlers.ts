import type { Paginated } from '@colleghi/shared';
import { serveEndpoint } from '@colleghi/shared/testing';

/**
 * Serves a list endpoint ('demands/', 'invitations/received/', 'received-demands/') and records
 * each request's query, so a test can assert the params the screen sent.
 */
export function serveList<T>(
  path: string,
  answer: (query: URLSearchParams) => Paginated<T> | Promise<Paginated<T>>,
): URLSearchParams[] {
  return serveEndpoint('get', path, async ({ query }) => ({ body: await answer(query) })).queries;
}
