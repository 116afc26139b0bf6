import type { Page as Paginated, RecordItem } from '@colleghi/api-contract';
import { serveEndpoint } from '@colleghi/shared/testing';

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
  return serveEndpoint('get', 'records/', ({ query }) => ({ body: answer(query) })).queries;
}

/** Serves POST records/open/ with a status and body; returns the bodies it received. */
export function serveOpen(status: number, body: unknown): unknown[] {
  return serveEndpoint('post', 'records/open/', { status, body }).bodies;
}
