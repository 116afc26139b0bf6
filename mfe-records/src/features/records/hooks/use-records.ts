import { useCallback } from 'react';
import { serverErrorMessage } from '@colleghi/shared/platform';
import { usePagedList } from '@colleghi/shared/ui';
import type { RecordsFilter } from '@colleghi/shared/domain';
import type { PagedList } from '@colleghi/shared/ui';
import type { RecordItem } from '@colleghi/api-contract';
import { listRecords } from '../api/records';

export interface RecordsList extends Omit<PagedList<RecordItem>, 'updateItems'> {
  /** A record created or opened here: first in the list (or refreshed in place) when it belongs. */
  upsert: (record: RecordItem) => void;
}

/** Whether a record is listed under a tab (all = created by me + shared with me). */
export function belongsToFilter(record: RecordItem, filter: RecordsFilter): boolean {
  if (filter === 'created') return record.mine;
  if (filter === 'shared') return !record.mine;
  return true;
}

/** The records' listings in the page's query cache: one per tab. */
export const recordsQueryKeys = {
  all: ['records'],
  list: (filter: RecordsFilter) => [...recordsQueryKeys.all, 'list', filter],
} as const;

// A record added here meanwhile may come back in a page: the list keeps one copy.
const recordKey = (record: RecordItem) => record.id;

/** The pages of one tab (the shared paged list, one query per tab). */
export function useRecords(filter: RecordsFilter): RecordsList {
  const fetchPage = useCallback((page: number) => listRecords({ filter, page }), [filter]);
  const { updateItems, ...list } = usePagedList({
    queryKey: recordsQueryKeys.list(filter),
    fetchPage,
    errorMessage: serverErrorMessage,
    keyOf: recordKey,
  });

  const upsert = useCallback(
    (record: RecordItem) => {
      if (!belongsToFilter(record, filter)) return;
      updateItems((items) => [record, ...items.filter((item) => item.id !== record.id)]);
    },
    [filter, updateItems],
  );

  return { ...list, upsert };
}
