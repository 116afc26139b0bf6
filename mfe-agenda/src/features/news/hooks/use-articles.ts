import { useCallback, useMemo } from 'react';
import { serverErrorMessage } from '@colleghi/shared/platform';
import { usePagedList } from '@colleghi/shared/ui';
import { listArticles } from '../../../api/articles';
import { newsDateRange } from '../../../domain/news';
import type { PagedList } from '@colleghi/shared/ui';
import type { NewsDateFilter } from '../../../domain/news';
import type { Article } from '@colleghi/api-contract';

export interface NewsFilters {
  /** Category id; null = every category. */
  category: number | null;
  dateFilter: NewsDateFilter;
  search: string;
}

export type ArticlesList = PagedList<Article>;

/** News pages for the current filters: page 1 whenever a filter changes, the next ones appended. */
export function useArticles({ category, dateFilter, search }: NewsFilters): ArticlesList {
  // The range is fixed when the filters change, so every page of one listing uses the same days.
  const range = useMemo(() => newsDateRange(dateFilter), [dateFilter]);
  const fetchPage = useCallback(
    (page: number) =>
      listArticles({
        page,
        date_min: range.date_min,
        date_max: range.date_max,
        category: category ?? undefined,
        search: search || undefined,
      }),
    [range, category, search],
  );
  return usePagedList({ fetchPage, errorMessage: serverErrorMessage });
}
