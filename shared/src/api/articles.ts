import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { Article, ArticleCategory, ArticlesQuery } from './agenda-types';
import type { Paginated } from './types';

/** News, newest first; empty filters are left out of the query. */
export function listArticles({
  page,
  date_min,
  date_max,
  category,
  search,
}: ArticlesQuery = {}): Promise<ApiResult<Paginated<Article>>> {
  return request<Paginated<Article>>({
    url: 'articles/',
    params: { page, date_min, date_max, category, search },
  });
}

export function listArticleCategories(): Promise<ApiResult<Paginated<ArticleCategory>>> {
  return request<Paginated<ArticleCategory>>({ url: 'articles/categories/' });
}
