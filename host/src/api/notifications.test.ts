import { makeNotification, recordAll } from '@colleghi/shared/testing';
import { getNotifications, getUnreadNotifications, readAllNotifications } from './notifications';

describe('notifications api', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'tok'));

  it.each([
    ['the first page by default', undefined, { page: '1' }],
    ['page 3', 3, { page: '3' }],
  ])('lists %s', async (_, page, query) => {
    const item = makeNotification();
    const seen = recordAll(() => [{ count: 1, next: null, previous: null, results: [item] }, 200]);

    const result = await getNotifications(page);

    expect(result.data?.results).toEqual([item]);
    expect(seen).toEqual([
      { method: 'GET', path: '/api/notifications/', query, body: undefined, auth: 'Token tok' },
    ]);
  });

  it('reads the unread total', async () => {
    const seen = recordAll(() => [{ total: 4 }, 200]);

    expect((await getUnreadNotifications()).data).toEqual({ total: 4 });
    expect(seen.map(({ method, path }) => [method, path])).toEqual([
      ['GET', '/api/notifications/unread_notifications/'],
    ]);
  });

  it('marks everything read with GET readall/', async () => {
    const seen = recordAll(() => [{ total: 0 }, 200]);

    expect((await readAllNotifications()).data).toEqual({ total: 0 });
    expect(seen.map(({ method, path, auth }) => [method, path, auth])).toEqual([
      ['GET', '/api/notifications/readall/', 'Token tok'],
    ]);
  });

  it('keeps the error of a failed call instead of throwing', async () => {
    recordAll(() => [{ detail: 'Token non valido.' }, 403]);

    expect(await getUnreadNotifications()).toMatchObject({
      data: null,
      status: 403,
      error: { detail: 'Token non valido.' },
    });
  });
});
