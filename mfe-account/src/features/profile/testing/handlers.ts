import type { Paginated, PaymentType, Skill, User } from '@colleghi/shared';
import { HttpResponse, apiUrl, http, server } from '@colleghi/shared/testing';

export interface Recorded {
  calls: number;
  bodies: unknown[];
  queries: URLSearchParams[];
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Serves one call with a canned answer (or a function of the call number) and records bodies. */
export function serve(
  method: Method,
  path: string,
  answer:
    { status?: number; body?: unknown } | ((call: number) => { status?: number; body?: unknown }),
): Recorded {
  const record: Recorded = { calls: 0, bodies: [], queries: [] };
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

/** GET users/me/ (loadCurrentUser after every change) answers with `user`. */
export function serveMe(user: User | (() => User)): Recorded {
  return serve('get', 'users/me/', () => ({
    body: typeof user === 'function' ? user() : user,
  }));
}

export function serveCatalogue(types: PaymentType[], buyable = true): Recorded {
  return serve('get', 'payment-types/info/', {
    body: { results: types, additional_skills_buyable: buyable },
  });
}

export function page<T>(results: T[]): Paginated<T> {
  return { count: results.length, next: null, previous: null, results };
}

export function serveSkills(skills: Skill[]): Recorded {
  return serve('get', 'skills/', { body: page(skills) });
}
