import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { listArticles, newsDateRange } from '@colleghi/shared';
import type { Article, NewsDateFilter } from '@colleghi/shared';
import { errorMessage } from '../utils/error-message';

export interface NewsFilters {
  /** Category id; null = every category. */
  category: number | null;
  dateFilter: NewsDateFilter;
  search: string;
}

interface ArticlesState {
  items: Article[];
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
}

const FIRST_LOAD: ArticlesState = {
  items: [],
  page: 0,
  hasMore: false,
  loading: true,
  error: null,
};

export interface ArticlesList extends ArticlesState {
  loadMore: () => void;
  retry: () => void;
}

/**
 * News pages for the current filters: page 1 whenever a filter changes, the next ones appended.
 * Each restart bumps a generation, so an answer to older filters arriving late is dropped.
 */
export function useArticles({ category, dateFilter, search }: NewsFilters): ArticlesList {
  const [state, setState] = useState<ArticlesState>(FIRST_LOAD);
  const generation = useRef(0);
  const inFlight = useRef(false);
  // The range is fixed when the filters change, so every page of one listing uses the same days.
  const range = useMemo(() => newsDateRange(dateFilter), [dateFilter]);

  const load = useCallback(
    async (page: number) => {
      const current = generation.current;
      inFlight.current = true;
      setState((previous) => ({ ...previous, loading: true, error: null }));
      const result = await listArticles({
        page,
        date_min: range.date_min,
        date_max: range.date_max,
        category: category ?? undefined,
        search: search || undefined,
      });
      if (current !== generation.current) return;
      inFlight.current = false;
      const { data } = result;
      if (!data) {
        setState((previous) => ({
          ...previous,
          loading: false,
          error: errorMessage(result.error),
        }));
        return;
      }
      setState((previous) => ({
        items: page === 1 ? data.results : [...previous.items, ...data.results],
        page,
        hasMore: data.next !== null,
        loading: false,
        error: null,
      }));
    },
    [range, category, search],
  );

  useEffect(() => {
    generation.current += 1;
    setState(FIRST_LOAD);
    void load(1);
  }, [load]);

  const { page, hasMore } = state;
  const loadMore = useCallback(() => {
    if (inFlight.current || !hasMore) return;
    void load(page + 1);
  }, [load, page, hasMore]);

  // After a failure, ask again for the page that failed (the first one when nothing is shown).
  const retry = useCallback(() => {
    if (inFlight.current) return;
    void load(page + 1);
  }, [load, page]);

  return { ...state, loadMore, retry };
}
