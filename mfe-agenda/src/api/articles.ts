import { request } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';
import type { Article, ArticleCategory, Page, Query } from '@colleghi/api-contract';

/** News, newest first; empty filters are left out of the query. */
export function listArticles({
  page,
  date_min,
  date_max,
  category,
  search,
}: Query<'/api/articles/'> = {}): Promise<ApiResult<Page<Article>>> {
  return request<Page<Article>>({
    url: 'articles/',
    params: { page, date_min, date_max, category, search },
  });
}

export function listArticleCategories(): Promise<ApiResult<Page<ArticleCategory>>> {
  return request<Page<ArticleCategory>>({ url: 'articles/categories/' });
}
