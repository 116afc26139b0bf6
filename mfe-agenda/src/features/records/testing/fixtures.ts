import type { Paginated, RecordItem } from '@colleghi/shared';
import { HttpResponse, apiUrl, http, server } from '@colleghi/shared/testing';

export const WEB_URL = 'http://localhost:3000';

export function makeRecord(overrides: Partial<RecordItem> = {}): RecordItem {
  return {
    id: 42,
    identifier: 'VRB-2026-000042',
    created_at: '2026-03-12T10:30:00+01:00',
    code: 'K7P4RX',
    link: `${WEB_URL}/records?shared=6f1c1a52-3d0e-4f7c-9d55-1b2a3c4d5e6f`,
    mine: true,
    ...overrides,
  };
}

export function makePage<T>(results: T[], { next = false } = {}): Paginated<T> {
  return {
    count: results.length + (next ? 20 : 0),
    next: next ? 'http://localhost:8000/api/records/?page=2' : null,
    previous: null,
    results,
  };
}

/** Serves GET records/ and records each request's query. */
export function serveRecords(
  answer: (query: URLSearchParams) => Paginated<RecordItem>,
): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('records/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(answer(query));
    }),
  );
  return queries;
}

/** Serves POST records/open/ with a status and body; returns the bodies it received. */
export function serveOpen(status: number, body: unknown): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('records/open/'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return bodies;
}
