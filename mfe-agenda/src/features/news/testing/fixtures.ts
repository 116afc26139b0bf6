import type { Article, ArticleCategory, Page } from '@colleghi/api-contract';
import { serveEndpoint } from '@colleghi/shared/testing';

export const CATEGORIES: ArticleCategory[] = [
  { id: 1, name: 'Giurisprudenza' },
  { id: 2, name: 'Normativa' },
  { id: 4, name: 'Fisco' },
];

export function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 1,
    title: 'Cassazione: nuove regole sul deposito telematico',
    summary: 'Le Sezioni Unite chiariscono i termini del deposito.',
    body: '<p>Il testo <strong>integrale</strong> della sentenza.</p>',
    link: 'https://www.esempio.it/notizie/deposito-telematico',
    image: null,
    category: CATEGORIES[0],
    published_at: '2026-03-11T08:30:00+01:00',
    ...overrides,
  };
}

export function makePage<T>(results: T[], { next = false } = {}): Page<T> {
  return {
    count: results.length + (next ? 20 : 0),
    next: next ? 'http://localhost:8000/api/articles/?page=2' : null,
    previous: null,
    results,
  };
}

/** Serves GET articles/categories/ (once paginated, like the API). */
export function serveCategories(categories: ArticleCategory[] = CATEGORIES): void {
  serveEndpoint('get', 'articles/categories/', { body: makePage(categories) });
}

/** Serves GET articles/ and records each request's query; `wait` delays an answer (ms). */
export function serveArticles(
  answer: (query: URLSearchParams) => Page<Article>,
  wait?: (query: URLSearchParams) => number,
): URLSearchParams[] {
  return serveEndpoint('get', 'articles/', ({ query }) => ({
    body: answer(query),
    delay: wait?.(query),
  })).queries;
}
