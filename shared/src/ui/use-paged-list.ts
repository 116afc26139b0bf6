import { useCallback, useMemo, useRef } from 'react';
import { hashKey, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import type { Page } from '@colleghi/api-contract';
import type { ApiErrorBody, ApiResult } from '../http/api-result';
import { apiResultOf, fromApi, queryClient } from '../query/query-client';

export interface PagedListState<T> {
  items: T[];
  /** The last page loaded (0 before the first answer). */
  page: number;
  hasMore: boolean;
  loading: boolean;
  /** The failure to show; null also when the global error modal already said it (a 5xx). */
  error: string | null;
  /** The last page asked for failed (with or without a message of the list's own). */
  failed: boolean;
}

export interface UsePagedListOptions<T> {
  /**
   * The list's key in the page's query cache, naming everything the pages depend on (filters,
   * search): a new key is a new list, from page 1. Built by the slice that owns the data, so a
   * change made elsewhere can invalidate it.
   */
  queryKey: QueryKey;
  /** Loads one page (from 1) of the list the key names. */
  fetchPage: (page: number) => Promise<ApiResult<Page<T>>>;
  /** The Italian message shown for a failed page. */
  errorMessage: (error: ApiErrorBody | null) => string;
  /**
   * An item's identity. With it a page adds only the items not shown yet, and items taken out
   * here (updateItems) do not make the next page skip any: the server's pages have moved up
   * meanwhile, so the pages the removed items held are asked for again first.
   */
  keyOf?: (item: T) => string | number;
}

export interface PagedList<T> extends PagedListState<T> {
  loadMore: () => void;
  /** After a failure, asks again for the page that failed (the first one when nothing is shown). */
  retry: () => void;
  /** Local edits of the items shown (an item updated, removed or added here). */
  updateItems: (update: (items: T[]) => T[]) => void;
  /**
   * Asks for the first page again, the items shown staying until it arrives (then replaced by
   * it): after the server refused an action because the list was stale.
   */
  reload: () => void;
}

/**
 * What one load added to the cache: the pages asked for together (one, or those that moved up
 * after removals and the next one), their items, and the removals made here since.
 */
export interface LoadedPages<T> {
  results: T[];
  /** The last page asked for in this load. */
  page: number;
  hasMore: boolean;
  /** The server's page size, known from a first page that has a next one (0 otherwise). */
  pageSize: number;
  /** Items taken out here (updateItems) since this load: the next load makes up for them. */
  removed: number;
}

export type PagedListData<T> = InfiniteData<LoadedPages<T>, number[]>;

const append = <T>(known: T[], incoming: T[]): T[] => [...known, ...incoming];

function appendUnseen<T>(keyOf: (item: T) => string | number) {
  return (known: T[], incoming: T[]): T[] => {
    const seen = new Set(known.map(keyOf));
    return [...known, ...incoming.filter((item) => !seen.has(keyOf(item)))];
  };
}

/**
 * The pages to ask for to go on after `removed` items were taken out of pages 1…`page`: every
 * item after them moved up `removed` places, so the first ones not shown yet now sit at the
 * end of the loaded pages (page size from the first page).
 */
function pagesAfterRemoval(page: number, removed: number, pageSize: number): number[] {
  if (removed === 0 || pageSize === 0) return [page + 1];
  const first = Math.max(1, Math.ceil((page * pageSize - removed + 1) / pageSize));
  return Array.from({ length: page + 2 - first }, (_, i) => first + i);
}

const FIRST_PAGE = [1];

/**
 * Pages of a server list on the page's one cache (an infinite query): the first page for a new
 * key, the next ones appended on demand, local edits written into the cached pages. An answer
 * for another key never mixes into this list: each key is its own query. Invalidating the key
 * (a change made elsewhere) loads the pages shown again, the items staying until they arrive.
 */
export function usePagedList<T>({
  queryKey,
  fetchPage,
  errorMessage,
  keyOf,
}: UsePagedListOptions<T>): PagedList<T> {
  const queryHash = hashKey(queryKey);
  const lastShown = useRef<{ queryHash: string; data: PagedListData<T> } | null>(null);
  const query = useInfiniteQuery<LoadedPages<T>, Error, PagedListData<T>, QueryKey, number[]>(
    {
      queryKey,
      // Pages asked for together (after removals) come one after the other, stopping at the
      // first failure: a refusal of page 3 must not hide that page 2 was fine, but the list
      // shows whole loads only, so the load is asked for again by retry.
      queryFn: async ({ pageParam }): Promise<LoadedPages<T>> => {
        const loaded: LoadedPages<T> = {
          results: [],
          page: 0,
          hasMore: false,
          pageSize: 0,
          removed: 0,
        };
        for (const page of pageParam) {
          const data = await fromApi(fetchPage(page));
          if (page === 1 && data.next !== null) loaded.pageSize = data.results.length;
          loaded.results.push(...data.results);
          loaded.page = page;
          loaded.hasMore = data.next !== null;
          if (!loaded.hasMore) break;
        }
        return loaded;
      },
      initialPageParam: FIRST_PAGE,
      getNextPageParam: (last, all) =>
        last.hasMore ? pagesAfterRemoval(last.page, last.removed, all[0]?.pageSize ?? 0) : null,
      // reload() empties the query: its items stay shown until the first page replaces them.
      // Another key (a filter changed) starts empty.
      placeholderData: () =>
        lastShown.current?.queryHash === queryHash ? lastShown.current.data : undefined,
      // A list shown again (another visit, a filter chosen again) loads afresh, from its skeleton,
      // as it always has: nothing keeps pages no screen shows.
      gcTime: 0,
    },
    queryClient,
  );
  const { data, error, isError, isFetching, hasNextPage, fetchNextPage, refetch } = query;
  if (data !== undefined && !query.isPlaceholderData) lastShown.current = { queryHash, data };

  const items = useMemo(() => {
    const join = keyOf ? appendUnseen(keyOf) : append;
    return (data?.pages ?? []).reduce<T[]>((shown, loaded) => join(shown, loaded.results), []);
    // keyOf is an identity rule, not a query: a new function with the same rule changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const last = data?.pages[data.pages.length - 1];
  const failed = isError && !isFetching;
  const result = apiResultOf(error);
  // One message per failure: the global modal already told about a 5xx.
  const message = failed && !result?.reported ? errorMessage(result?.error ?? null) : null;

  const latest = useRef({ isFetching, hasNextPage, hasData: data !== undefined });
  latest.current = { isFetching, hasNextPage, hasData: data !== undefined };

  // The page after the last one shown, and before it those that moved up since (see keyOf).
  // Never while a load is out: fetchNextPage would cancel it.
  const loadNext = useCallback(() => {
    if (latest.current.isFetching) return;
    if (latest.current.hasData) void fetchNextPage();
    else void refetch();
  }, [fetchNextPage, refetch]);

  const loadMore = useCallback(() => {
    if (latest.current.hasNextPage) loadNext();
  }, [loadNext]);

  const reload = useCallback(() => {
    void queryClient.resetQueries({ queryKey, exact: true });
    // The key is the list: its parts, not its identity, say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryHash]);

  const keyRule = useRef(keyOf);
  keyRule.current = keyOf;
  const updateItems = useCallback(
    (update: (items: T[]) => T[]) => {
      queryClient.setQueryData<PagedListData<T>>(queryKey, (cached) => {
        if (!cached || cached.pages.length === 0) return cached;
        const join = keyRule.current ? appendUnseen(keyRule.current) : append;
        const shown = cached.pages.reduce<T[]>((all, loaded) => join(all, loaded.results), []);
        const updated = update(shown);
        let removed = 0;
        const keyOfItem = keyRule.current;
        if (keyOfItem) {
          const kept = new Set(updated.map(keyOfItem));
          removed = shown.filter((item) => !kept.has(keyOfItem(item))).length;
        }
        // The items now live in the first load; the loads keep their pages, for what comes next.
        const pages = cached.pages.map((loaded, index) => ({
          ...loaded,
          results: index === 0 ? updated : [],
          removed: index === cached.pages.length - 1 ? loaded.removed + removed : loaded.removed,
        }));
        return { ...cached, pages };
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryHash],
  );

  return {
    items,
    page: last?.page ?? 0,
    hasMore: last?.hasMore ?? false,
    loading: isFetching,
    error: message,
    failed,
    loadMore,
    retry: loadNext,
    updateItems,
    reload,
  };
}
