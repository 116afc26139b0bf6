import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@colleghi/api-contract';
import type { ApiErrorBody, ApiResult } from '../http/api-result';

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
   * Loads one page (from 1). A new function identity means a new query: the list restarts from
   * page 1, so callers memoise it on the query (useCallback).
   */
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

const FIRST_LOAD: PagedListState<never> = {
  items: [],
  page: 0,
  hasMore: false,
  loading: true,
  error: null,
  failed: false,
};

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

/**
 * Pages of a server list: the first page whenever the query changes, the next ones appended on
 * demand. Every (re)start bumps a generation, so an answer to an older query arriving late is
 * dropped instead of mixing two lists.
 */
export function usePagedList<T>({
  fetchPage,
  errorMessage,
  keyOf,
}: UsePagedListOptions<T>): PagedList<T> {
  const [state, setState] = useState<PagedListState<T>>(FIRST_LOAD);
  const generation = useRef(0);
  const inFlight = useRef(false);
  // Read at answer time: only fetchPage (the query) restarts the list.
  const toMessage = useRef(errorMessage);
  toMessage.current = errorMessage;
  const key = useRef(keyOf);
  key.current = keyOf;
  // Items taken out here since the last page arrived (a set: updaters may run twice), and the
  // server's page size.
  const removed = useRef(new Set<string | number>());
  const pageSize = useRef(0);

  /** Asks for `pages` one after the other, each joining the list; stops at the first failure. */
  const load = useCallback(
    async (pages: number[]) => {
      const current = generation.current;
      // The removals these pages make up for; later ones still count for the next pages.
      const madeUpFor = [...removed.current];
      inFlight.current = true;
      setState((previous) => ({ ...previous, loading: true, error: null, failed: false }));
      for (const page of pages) {
        const result = await fetchPage(page);
        if (current !== generation.current) return;
        const { data } = result;
        if (!data) {
          inFlight.current = false;
          setState((previous) => ({
            ...previous,
            loading: false,
            // One message per failure: the global modal already told about a 5xx.
            error: result.reported ? null : toMessage.current(result.error),
            failed: true,
          }));
          return;
        }
        if (page === 1 && data.next !== null) pageSize.current = data.results.length;
        for (const removedKey of madeUpFor) removed.current.delete(removedKey);
        const last = page === pages[pages.length - 1] || data.next === null;
        setState((previous) => ({
          // The first page replaces whatever is shown; a page asked for again only fills in.
          items: (key.current ? appendUnseen(key.current) : append)(
            previous.page === 0 ? [] : previous.items,
            data.results,
          ),
          page,
          hasMore: data.next !== null,
          loading: !last,
          error: null,
          failed: false,
        }));
        if (last) break;
      }
      inFlight.current = false;
    },
    [fetchPage],
  );

  useEffect(() => {
    generation.current += 1;
    removed.current.clear();
    pageSize.current = 0;
    setState(FIRST_LOAD);
    void load([1]);
  }, [load]);

  const reload = useCallback(() => {
    generation.current += 1;
    removed.current.clear();
    // page 0: the first page's answer replaces the items, which stay on screen until then.
    setState((previous) => ({ ...previous, page: 0, loading: true, error: null, failed: false }));
    void load([1]);
  }, [load]);

  const { page, hasMore } = state;
  // The page after the last one shown, and before it those that moved up since (see keyOf).
  const loadNext = useCallback(() => {
    if (inFlight.current) return;
    void load(pagesAfterRemoval(page, removed.current.size, pageSize.current));
  }, [load, page]);

  const loadMore = useCallback(() => {
    if (hasMore) loadNext();
  }, [loadNext, hasMore]);

  const updateItems = useCallback((update: (items: T[]) => T[]) => {
    setState((previous) => {
      const items = update(previous.items);
      const keyOfItem = key.current;
      if (keyOfItem) {
        const kept = new Set(items.map(keyOfItem));
        for (const item of previous.items) {
          if (!kept.has(keyOfItem(item))) removed.current.add(keyOfItem(item));
        }
      }
      return { ...previous, items };
    });
  }, []);

  return { ...state, loadMore, retry: loadNext, updateItems, reload };
}
