import { HttpResponse, http } from 'msw';
import type { PaymentType, User } from '../api/types';
import { catalogueFixture } from './fixtures';
import { apiUrl, server } from './msw';

/** What a served endpoint has been asked: how often, with which bodies and query strings. */
export interface RecordedCalls {
  calls: number;
  /** The JSON bodies (null for GET, DELETE and an empty body). */
  bodies: unknown[];
  queries: URLSearchParams[];
}

export interface EndpointAnswer {
  /** 200 unless given; 204 answers without a body. */
  status?: number;
  body?: unknown;
}

/**
 * Serves an API path (relative, as request() takes it) with a canned JSON answer, or one that
 * depends on the call number (1, 2, …), and records every call.
 */
export function serveEndpoint(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  answer: EndpointAnswer | ((call: number) => EndpointAnswer),
): RecordedCalls {
  const record: RecordedCalls = { calls: 0, bodies: [], queries: [] };
  server.use(
    http[method](apiUrl(path), async ({ request }) => {
      record.calls += 1;
      record.queries.push(new URL(request.url).searchParams);
      const text = method === 'get' || method === 'delete' ? '' : await request.text();
      record.bodies.push(text ? JSON.parse(text) : null);
      const { status = 200, body } = typeof answer === 'function' ? answer(record.calls) : answer;
      if (status === 204) return new HttpResponse(null, { status });
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return record;
}

/** GET users/me/ (loadCurrentUser, after every change) answers with `user`. */
export function serveMe(user: User | (() => User)): RecordedCalls {
  return serveEndpoint('get', 'users/me/', () => ({
    body: typeof user === 'function' ? user() : user,
  }));
}

/** GET payment-types/info/ answers with the subscriptions catalogue (the seeded one by default). */
export function servePaymentTypesInfo(
  types: PaymentType[] = catalogueFixture(),
  buyable = true,
): RecordedCalls {
  return serveEndpoint('get', 'payment-types/info/', {
    body: { results: types, additional_skills_buyable: buyable },
  });
}
