import { HttpResponse, apiUrl, http, server, makeDemand } from '@colleghi/shared/testing';
import type { RequestBody } from '@colleghi/api-contract';
import {
  annulDemand,
  assignCandidate,
  createDemand,
  createTempDemand,
  deleteDemand,
  estimateSkills,
  getDemand,
  listDemands,
  markDemandPaid,
  stopDelay,
} from './demands';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  auth: string | null;
}

/** Answers every demands call with `response` and records what the client sent. */
function recordAll(response: (method: string) => [unknown, number]): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const url = new URL(request.url);
      const text =
        request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
        auth: request.headers.get('authorization'),
      });
      const [body, status] = response(request.method);
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json(body as object, { status });
    }),
  );
  return seen;
}

const BODY: RequestBody<'/api/demands/', 'post'> = {
  type: 'SUBSTITUTE',
  activity: 'Udienza',
  subject: null,
  money: null,
  notes: null,
  office: 7,
  section: null,
  judge: null,
  skill: 3,
  datetime: '2026-03-20T09:30:00+01:00',
  is_delayed: true,
  only_aiga: false,
  only_certified: true,
  only_priority: false,
};

const page = { count: 1, next: null, previous: null, results: [makeDemand()] };

describe('demands api', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'tok'));

  it('creates a demand and a guest demand with the body as is', async () => {
    const seen = recordAll(() => [makeDemand(), 201]);

    const created = await createDemand(BODY);
    const temp = await createTempDemand(BODY);

    expect(created).toMatchObject({ status: 201, data: { id: 10 }, error: null });
    expect(temp.status).toBe(201);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/demands/', query: {}, body: BODY, auth: 'Token tok' },
      { method: 'POST', path: '/api/temp-demands/', query: {}, body: BODY, auth: 'Token tok' },
    ]);
  });

  it('asks the estimate with office_id and role', async () => {
    const seen = recordAll(() => [[{ id: 12, name: 'Generica' }], 200]);

    const result = await estimateSkills({ office_id: 7, role: 'accountant' });

    expect(result.data).toEqual([{ id: 12, name: 'Generica' }]);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: '/api/demands/estimate/',
      query: { office_id: '7', role: 'accountant' },
    });
  });

  it.each([
    ['no arguments', undefined, {}],
    ['ALL (status undefined), empty search', { page: 1, search: '' }, { page: '1' }],
    [
      'a status, a page and a search',
      { page: 2, search: 'udienza', status: 'PENDING' as const },
      { page: '2', search: 'udienza', status: 'PENDING' },
    ],
    ['only a status', { status: 'EXPIRED' as const }, { status: 'EXPIRED' }],
  ])('lists with %s', async (_, query, expected) => {
    const seen = recordAll(() => [page, 200]);

    const result = await listDemands(query);

    expect(result.data?.results).toHaveLength(1);
    expect(seen).toEqual([
      { method: 'GET', path: '/api/demands/', query: expected, body: undefined, auth: 'Token tok' },
    ]);
  });

  it('reads, stops the delay, cancels, assigns, marks paid and deletes on their paths', async () => {
    const seen = recordAll((method) => (method === 'DELETE' ? [null, 204] : [makeDemand(), 200]));

    await getDemand(10);
    await stopDelay(10);
    await annulDemand(10);
    await assignCandidate(10, 30);
    await markDemandPaid(10);
    const deleted = await deleteDemand(10);

    expect(deleted).toMatchObject({ status: 204, error: null });
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/api/demands/10/', undefined],
      ['PUT', '/api/demands/10/', { is_delayed: false }],
      ['GET', '/api/demands/10/annulled/', undefined],
      ['GET', '/api/demands/10/invitations/30/assign/', undefined],
      ['GET', '/api/demands/10/paid/', undefined],
      ['DELETE', '/api/demands/10/', undefined],
    ]);
  });

  it('hands back the refusal of a transition', async () => {
    recordAll(() => [{ detail: 'Il tempo per annullare la richiesta è scaduto.' }, 400]);

    const result = await annulDemand(10);

    expect(result).toMatchObject({
      data: null,
      status: 400,
      error: { detail: 'Il tempo per annullare la richiesta è scaduto.' },
    });
  });
});
