import { HttpResponse, apiUrl, http, server, makeInvitation } from '@colleghi/shared/testing';
import {
  acceptInvitation,
  deleteInvitation,
  listInvitations,
  rejectInvitation,
} from './invitations';

function record(seen: string[], body: unknown = makeInvitation(), status = 200) {
  server.use(
    http.all(apiUrl('*'), ({ request }) => {
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}${url.search}`);
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json(body as object, { status });
    }),
  );
}

describe('invitations api', () => {
  it.each([
    ['all', {}, 'GET /api/invitations/received/'],
    ['a status', { status: 'DEAD' as const }, 'GET /api/invitations/received/?status=DEAD'],
    [
      'page, search and status',
      { page: 3, search: 'roma', status: 'PENDING' as const },
      'GET /api/invitations/received/?page=3&search=roma&status=PENDING',
    ],
    ['an empty search', { page: 1, search: '' }, 'GET /api/invitations/received/?page=1'],
  ])('lists %s', async (_, query, expected) => {
    const seen: string[] = [];
    record(seen, { count: 1, next: null, previous: null, results: [makeInvitation()] });

    const result = await listInvitations(query);

    expect(result.data?.results[0].demand.id).toBe(10);
    expect(seen).toEqual([expected]);
  });

  it('accepts and rejects with GET, deletes with DELETE', async () => {
    const seen: string[] = [];
    record(seen);

    await acceptInvitation(30);
    await rejectInvitation(30);

    expect(seen).toEqual([
      'GET /api/invitations/received/30/accept/',
      'GET /api/invitations/received/30/reject/',
    ]);

    const deletions: string[] = [];
    record(deletions, null, 204);
    expect((await deleteInvitation(30)).status).toBe(204);
    expect(deletions).toEqual(['DELETE /api/invitations/received/30/']);
  });

  it('hands back the incomplete profile refusal', async () => {
    record([], { detail: 'Completa il tuo Profilo!', code: 'profile_incomplete' }, 400);

    const result = await acceptInvitation(30);

    expect(result.error).toEqual({
      detail: 'Completa il tuo Profilo!',
      code: 'profile_incomplete',
    });
  });
});
