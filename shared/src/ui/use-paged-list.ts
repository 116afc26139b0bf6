import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paginated } from '../api/types';
import type { ApiErrorBody, ApiResult } from '../http/api-result';

export interface PagedListState<T> {
  items: T[];
  /** The last page loaded (0 before the first answer). */
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
}

export interface UsePagedListOptions<T> {
  /**
   * Loads one page (from 1). A new function identity means a new query: the list restarts from
   * page 1, so callers memoise it on the query (useCallback).
   */
  fetchPage: (page: number) => Promise<ApiResult<Paginated<T>>>;
  /** The Italian message shown for a failed page. */
  errorMessage: (error: ApiErrorBody | null) => string;
  /** How a page joins the items already shown (none for page 1); appends by default. */
  merge?: (known: T[], incoming: T[]) => T[];
}

export interface PagedList<T> extends PagedListState<T> {
  loadMore: () => void;
  /** After a failure, asks again for the page that failed (the first one when nothing is shown). */
  retry: () => void;
  /** Local edits of the items shown (an item updated, removed or added here). */
  updateItems: (update: (items: T[]) => T[]) => void;
}

const FIRST_LOAD: PagedListState<never> = {
  items: [],
  page: 0,
  hasMore: false,
  loading: true,
  error: null,
};

const append = <T>(known: T[], incoming: T[]): T[] => [...known, ...incoming];

/**
 * Pages of a server list: the first page whenever the query changes, the next ones appended on
 * demand. Every (re)start bumps a generation, so an answer to an older query arriving late is
 * dropped instead of mixing two lists.
 */
export function usePagedList<T>({
  fetchPage,
  errorMessage,
  merge = append,
}: UsePagedListOptions<T>): PagedList<T> {
  const [state, setState] = useState<PagedListState<T>>(FIRST_LOAD);
  const generation = useRef(0);
  const inFlight = useRef(false);
  // Read at answer time: only fetchPage (the query) restarts the list.
  const toMessage = useRef(errorMessage);
  toMessage.current = errorMessage;
  const mergePage = useRef(merge);
  mergePage.current = merge;

  const load = useCallback(
    async (page: number) => {
      const current = generation.current;
      inFlight.current = true;
      setState((previous) => ({ ...previous, loading: true, error: null }));
      const result = await fetchPage(page);
      if (current !== generation.current) return;
      inFlight.current = false;
      const { data } = result;
      if (!data) {
        setState((previous) => ({
          ...previous,
          loading: false,
          error: toMessage.current(result.error),
        }));
        return;
      }
      setState((previous) => ({
        items: mergePage.current(page === 1 ? [] : previous.items, data.results),
        page,
        hasMore: data.next !== null,
        loading: false,
        error: null,
      }));
    },
    [fetchPage],
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

  const retry = useCallback(() => {
    if (inFlight.current) return;
    void load(page + 1);
  }, [load, page]);

  const updateItems = useCallback((update: (items: T[]) => T[]) => {
    setState((previous) => ({ ...previous, items: update(previous.items) }));
  }, []);

  return { ...state, loadMore, retry, updateItems };
}
