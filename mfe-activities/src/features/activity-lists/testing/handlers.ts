import type { Page } from '@colleghi/api-contract';
import { serveEndpoint } from '@colleghi/shared/testing';

/**
 * Serves a list endpoint ('demands/', 'invitations/received/', 'received-demands/') and records
 * each request's query, so a test can assert the params the screen sent.
 */
export function serveList<T>(
  path: string,
  answer: (query: URLSearchParams) => Page<T> | Promise<Page<T>>,
): URLSearchParams[] {
  return serveEndpoint('get', path, async ({ query }) => ({ body: await answer(query) })).queries;
}
