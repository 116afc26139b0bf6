import { delay, http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { apiUrl, server } from './msw';

/**
 * Serves GET `path` (an API path, 'articles/') with `answer(query)` and records each request's
 * query, in order; `wait` delays an answer (ms), so a test can make an older answer arrive late.
 */
export function serveQueries(
  path: string,
  answer: (query: URLSearchParams) => JsonBodyType,
  wait: (query: URLSearchParams) => number = () => 0,
): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(path), async ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const ms = wait(query);
      if (ms > 0) await delay(ms);
      return HttpResponse.json(answer(query));
    }),
  );
  return queries;
}
