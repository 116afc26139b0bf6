import { HttpResponse, delay, http } from 'msw';
import type { PathParams } from 'msw';
import type { PaymentType, User } from '@colleghi/api-contract';
import { catalogueFixture } from './fixtures';
import { apiUrl, server } from './msw';

/** What a served endpoint has been asked: how often, with which bodies and query strings. */
export interface RecordedCalls {
  calls: number;
  /** The JSON bodies (null for GET, DELETE and an empty body). */
  bodies: unknown[];
  queries: URLSearchParams[];
}

/** One call as the answer sees it. */
export interface ServedRequest {
  /** 1 for the first call, 2 for the second, … */
  call: number;
  query: URLSearchParams;
  /** The JSON body (null for GET, DELETE and an empty body). */
  body: unknown;
  /** The path's parameters: `id` of 'catalogitems/:id/'. */
  params: PathParams;
}

export interface EndpointAnswer {
  /** 200 unless given; 204 answers without a body. */
  status?: number;
  body?: unknown;
  /** Milliseconds the answer waits, so a test can make an older answer arrive late. */
  delay?: number;
}

/**
 * Serves an API path (relative, as request() takes it; it may name parameters, ':id') with a
 * canned JSON answer, or one computed from the call (its number, query, body or parameters, and
 * possibly awaited), and records every call: its query as it arrives, then its body.
 */
export function serveEndpoint(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  answer: EndpointAnswer | ((request: ServedRequest) => EndpointAnswer | Promise<EndpointAnswer>),
): RecordedCalls {
  const record: RecordedCalls = { calls: 0, bodies: [], queries: [] };
  server.use(
    http[method](apiUrl(path), async ({ request, params }) => {
      record.calls += 1;
      const call = record.calls;
      const query = new URL(request.url).searchParams;
      record.queries.push(query);
      const text = method === 'get' || method === 'delete' ? '' : await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      record.bodies.push(body);
      const {
        status = 200,
        body: reply,
        delay: ms = 0,
      } = typeof answer === 'function' ? await answer({ call, query, body, params }) : answer;
      if (ms > 0) await delay(ms);
      if (status === 204) return new HttpResponse(null, { status });
      return HttpResponse.json(reply as Record<string, unknown>, { status });
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
