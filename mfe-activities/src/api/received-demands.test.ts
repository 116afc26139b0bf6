import { HttpResponse, apiUrl, http, server, makeDemand } from '@colleghi/shared/testing';
import { completeDemand, deleteReceivedDemand, listReceivedDemands } from './received-demands';

function record(seen: string[], status = 200) {
  server.use(
    http.all(apiUrl('*'), ({ request }) => {
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}${url.search}`);
      if (status === 204) return new HttpResponse(null, { status });
      const body = url.pathname.endsWith('received-demands/')
        ? { count: 0, next: null, previous: null, results: [] }
        : makeDemand({ status: 'COMPLETED' });
      return HttpResponse.json(body, { status });
    }),
  );
}

describe('received demands api', () => {
  it.each([
    ['all', undefined, 'GET /api/received-demands/'],
    ['paid', { status: 'PAID' as const }, 'GET /api/received-demands/?status=PAID'],
    [
      'page, search and status',
      { page: 2, search: 'tribunale', status: 'ASSIGNED' as const },
      'GET /api/received-demands/?page=2&search=tribunale&status=ASSIGNED',
    ],
  ])('lists %s', async (_, query, expected) => {
    const seen: string[] = [];
    record(seen);

    const result = await listReceivedDemands(query);

    expect(result.data).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect(seen).toEqual([expected]);
  });

  it('completes with GET and deletes with DELETE', async () => {
    const seen: string[] = [];
    record(seen);
    expect((await completeDemand(10)).data?.status).toBe('COMPLETED');

    record(seen, 204);
    expect((await deleteReceivedDemand(10)).status).toBe(204);

    expect(seen).toEqual([
      'GET /api/received-demands/10/completed/',
      'DELETE /api/received-demands/10/',
    ]);
  });
});
