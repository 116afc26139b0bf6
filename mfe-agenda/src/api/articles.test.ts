import { recordAll } from '@colleghi/shared/testing';
import type { Article } from '@colleghi/api-contract';
import { listArticleCategories, listArticles } from './articles';

const ARTICLE: Article = {
  id: 5,
  title: 'Riforma del processo civile',
  summary: 'Le novità',
  body: '<p>Testo</p>',
  link: 'https://example.it/riforma',
  image: null,
  category: { id: 2, name: 'Normativa' },
  published_at: '2026-03-10T08:00:00+01:00',
};

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('articles api', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'tok'));

  it.each([
    ['no arguments', undefined, {}],
    [
      'every filter',
      { page: 2, date_min: '2026-03-09', date_max: '2026-03-09', category: 2, search: 'riforma' },
      {
        page: '2',
        date_min: '2026-03-09',
        date_max: '2026-03-09',
        category: '2',
        search: 'riforma',
      },
    ],
    [
      'empty search and no category',
      { page: 1, date_min: '2025-03-10', search: '', category: undefined },
      { page: '1', date_min: '2025-03-10' },
    ],
  ])('lists with %s', async (_, query, expected) => {
    const seen = recordAll(() => [page([ARTICLE]), 200]);

    const result = await listArticles(query);

    expect(result.data?.results).toEqual([ARTICLE]);
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/api/articles/',
        query: expected,
        body: undefined,
        auth: 'Token tok',
      },
    ]);
  });

  it('lists the categories', async () => {
    const seen = recordAll(() => [page([{ id: 2, name: 'Normativa' }]), 200]);

    const result = await listArticleCategories();

    expect(result.data?.results).toEqual([{ id: 2, name: 'Normativa' }]);
    expect(seen.map(({ method, path, query }) => [method, path, query])).toEqual([
      ['GET', '/api/articles/categories/', {}],
    ]);
  });
});
