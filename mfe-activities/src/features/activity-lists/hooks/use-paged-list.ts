import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActivityListQuery, ApiResult, Paginated } from '@colleghi/shared';
import { errorMessage } from '../utils/error-message';

export type FetchPage<T, S extends string> = (
  query: ActivityListQuery<S>,
) => Promise<ApiResult<Paginated<T>>>;

interface PagedState<T> {
  items: T[];
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
}

const FIRST_LOAD: PagedState<never> = {
  items: [],
  page: 0,
  hasMore: false,
  loading: true,
  error: null,
};

export interface PagedList<T> extends PagedState<T> {
  loadMore: () => void;
  retry: () => void;
  replaceItem: (item: T) => void;
  removeItem: (id: number) => void;
}

/**
 * Pages of an activity list: the first page whenever the filter or the search changes, the next
 * ones appended on demand. Every (re)start bumps a generation, so an answer to an older filter
 * arriving late is dropped instead of mixing two lists.
 */
export function usePagedList<T extends { id: number }, S extends string>(
  fetchPage: FetchPage<T, S>,
  status: S | undefined,
  search: string,
): PagedList<T> {
  const [state, setState] = useState<PagedState<T>>(FIRST_LOAD);
  const generation = useRef(0);
  const inFlight = useRef(false);

  const load = useCallback(
    async (page: number) => {
      const current = generation.current;
      inFlight.current = true;
      setState((previous) => ({ ...previous, loading: true, error: null }));
      const result = await fetchPage({ page, search: search || undefined, status });
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
    [fetchPage, status, search],
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

  const replaceItem = useCallback((item: T) => {
    setState((previous) => ({
      ...previous,
      items: previous.items.map((existing) => (existing.id === item.id ? item : existing)),
    }));
  }, []);

  const removeItem = useCallback((id: number) => {
    setState((previous) => ({
      ...previous,
      items: previous.items.filter((existing) => existing.id !== id),
    }));
  }, []);

  return { ...state, loadMore, retry, replaceItem, removeItem };
}
