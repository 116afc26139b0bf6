import { useCallback, useMemo } from 'react';
import { serverErrorMessage } from '@colleghi/shared/platform';
import { usePagedList } from '@colleghi/shared/ui';
import { listArticles } from '../../../api/articles';
import { newsDateRange } from '../../../domain/news';
import type { PagedList } from '@colleghi/shared/ui';
import type { NewsDateFilter } from '../../../domain/news';
import type { Article, Query } from '@colleghi/api-contract';

export interface NewsFilters {
  /** Category id; null = every category. */
  category: number | null;
  dateFilter: NewsDateFilter;
  search: string;
}

export type ArticlesList = PagedList<Article>;

/** The news listings in the page's query cache: every page of one listing under one key. */
export const articlesQueryKeys = {
  all: ['news', 'articles'],
  list: (query: Omit<Query<'/api/articles/'>, 'page'>) => [...articlesQueryKeys.all, query],
} as const;

/** News pages for the current filters: page 1 for new filters, the next ones appended. */
export function useArticles({ category, dateFilter, search }: NewsFilters): ArticlesList {
  // The range is fixed when the filters change, so every page of one listing uses the same days.
  const range = useMemo(() => newsDateRange(dateFilter), [dateFilter]);
  const query = useMemo(
    () => ({
      date_min: range.date_min,
      date_max: range.date_max,
      category: category ?? undefined,
      search: search || undefined,
    }),
    [range, category, search],
  );
  const fetchPage = useCallback((page: number) => listArticles({ ...query, page }), [query]);
  return usePagedList({
    queryKey: articlesQueryKeys.list(query),
    fetchPage,
    errorMessage: serverErrorMessage,
  });
}
