import type { Paginated } from '@colleghi/shared';
import { HttpResponse, apiUrl, http, server } from '@colleghi/shared/testing';

/**
 * Serves a list endpoint ('demands/', 'invitations/received/', 'received-demands/') and records
 * each request's query, so a test can assert the params the screen sent.
 */
export function serveList<T>(
  path: string,
  answer: (query: URLSearchParams) => Paginated<T> | Promise<Paginated<T>>,
): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(path), async ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(await answer(query));
    }),
  );
  return queries;
}

/** Serves a GET action ('demands/10/paid/') with the given body and counts the calls. */
export function serveAction(
  path: string,
  body: unknown,
  { status = 200, method = 'get' }: { status?: number; method?: 'get' | 'put' | 'delete' } = {},
): { calls: number; bodies: unknown[] } {
  const record = { calls: 0, bodies: [] as unknown[] };
  server.use(
    http[method](apiUrl(path), async ({ request }) => {
      record.calls += 1;
      if (method === 'put') record.bodies.push(await request.json());
      if (status === 204) return new HttpResponse(null, { status });
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return record;
}
