import { useCallback, useEffect, useRef, useState } from 'react';
import { listRecords } from '@colleghi/shared';
import type { RecordItem, RecordsFilter } from '@colleghi/shared';
import { errorMessage } from '../utils/error-message';

interface RecordsState {
  items: RecordItem[];
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
}

const FIRST_LOAD: RecordsState = { items: [], page: 0, hasMore: false, loading: true, error: null };

export interface RecordsList extends RecordsState {
  loadMore: () => void;
  retry: () => void;
  /** A record created or opened here: first in the list (or refreshed in place) when it belongs. */
  upsert: (record: RecordItem) => void;
}

/** Whether a record is listed under a tab (all = created by me + shared with me). */
export function belongsToFilter(record: RecordItem, filter: RecordsFilter): boolean {
  if (filter === 'created') return record.mine;
  if (filter === 'shared') return !record.mine;
  return true;
}

/**
 * The pages of one tab: the first page whenever the tab changes, the next ones appended. Every
 * restart bumps a generation, so a late answer for the previous tab cannot mix two lists.
 */
export function useRecords(filter: RecordsFilter): RecordsList {
  const [state, setState] = useState<RecordsState>(FIRST_LOAD);
  const generation = useRef(0);
  const inFlight = useRef(false);

  const load = useCallback(
    async (page: number) => {
      const current = generation.current;
      inFlight.current = true;
      setState((previous) => ({ ...previous, loading: true, error: null }));
      const result = await listRecords({ filter, page });
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
      setState((previous) => {
        // A record added here meanwhile may come back in a page: keep one copy.
        const known = page === 1 ? [] : previous.items;
        const fresh = data.results.filter((item) => !known.some((old) => old.id === item.id));
        return {
          items: [...known, ...fresh],
          page,
          hasMore: data.next !== null,
          loading: false,
          error: null,
        };
      });
    },
    [filter],
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

  const upsert = useCallback(
    (record: RecordItem) => {
      if (!belongsToFilter(record, filter)) return;
      setState((previous) => ({
        ...previous,
        items: [record, ...previous.items.filter((item) => item.id !== record.id)],
      }));
    },
    [filter],
  );

  return { ...state, loadMore, retry, upsert };
}
