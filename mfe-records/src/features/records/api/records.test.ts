import type { RecordItem } from '@colleghi/api-contract';
import { recordAll } from '@colleghi/shared/testing';
import { createRecord, listRecords, openSharedRecord } from './records';

const RECORD: RecordItem = {
  id: 3,
  identifier: 'VRB-2026-000042',
  created_at: '2026-03-10T10:00:00+01:00',
  code: 'K7PQ2X',
  link: 'http://localhost:3000/records?shared=0b7c',
  mine: true,
};

describe('records api', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'tok'));

  it.each([
    ['no arguments', undefined, {}],
    ['all', { filter: 'all' as const, page: 1 }, { filter: 'all', page: '1' }],
    ['created', { filter: 'created' as const }, { filter: 'created' }],
    ['shared, page 2', { filter: 'shared' as const, page: 2 }, { filter: 'shared', page: '2' }],
  ])('lists with %s', async (_, query, expected) => {
    const seen = recordAll(() => [
      { count: 1, next: null, previous: null, results: [RECORD] },
      200,
    ]);

    const result = await listRecords(query);

    expect(result.data?.results).toEqual([RECORD]);
    expect(seen).toEqual([
      { method: 'GET', path: '/api/records/', query: expected, body: undefined, auth: 'Token tok' },
    ]);
  });

  it('creates a record with no body', async () => {
    const seen = recordAll(() => [RECORD, 201]);

    const result = await createRecord();

    expect(result).toMatchObject({ status: 201, data: RECORD });
    expect(seen).toEqual([
      { method: 'POST', path: '/api/records/', query: {}, body: undefined, auth: 'Token tok' },
    ]);
  });

  it('opens a shared record with link and code', async () => {
    const seen = recordAll(() => [{ ...RECORD, mine: false }, 200]);

    const result = await openSharedRecord({ link: RECORD.link, code: 'K7PQ2X' });

    expect(result.data?.mine).toBe(false);
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/records/open/', { link: RECORD.link, code: 'K7PQ2X' }],
    ]);
  });

  it.each([
    [400, { code: ['Codice di accesso non valido.'] }],
    [429, { detail: 'Troppi tentativi: riprova tra qualche minuto.' }],
  ])('hands back the %d error', async (status, body) => {
    recordAll(() => [body, status]);

    expect(await openSharedRecord({ link: RECORD.link, code: 'XXXXXX' })).toMatchObject({
      data: null,
      status,
      error: body,
    });
  });
});
