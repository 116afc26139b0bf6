import { useCallback } from 'react';
import { serverErrorMessage } from '@colleghi/shared/platform';
import { usePagedList as useSharedPagedList } from '@colleghi/shared/ui';
import type { ApiResult } from '@colleghi/shared/platform';
import type { PagedList as SharedPagedList } from '@colleghi/shared/ui';
import type { Page, Query } from '@colleghi/api-contract';
import { activityQueryKeys } from '../../../api/query-keys';
import type { ActivityListName } from '../../../api/query-keys';

/** Every activity list takes the same page and search; `status` undefined means all. */
export type FetchPage<T, S extends string> = (
  query: Pick<Query<'/api/demands/'>, 'page' | 'search'> & { status?: S },
) => Promise<ApiResult<Page<T>>>;

export interface PagedList<T> extends Omit<SharedPagedList<T>, 'updateItems'> {
  replaceItem: (item: T) => void;
  removeItem: (id: number) => void;
}

const activityKey = (item: { id: number }) => item.id;

/**
 * Pages of an activity list (the shared paged list, one query per list, filter and search) plus
 * the in-place edits an action on one activity needs.
 */
export function usePagedList<T extends { id: number }, S extends string>(
  name: ActivityListName,
  fetchPage: FetchPage<T, S>,
  status: S | undefined,
  search: string,
): PagedList<T> {
  const fetchListPage = useCallback(
    (page: number) => fetchPage({ page, search: search || undefined, status }),
    [fetchPage, status, search],
  );
  const { updateItems, ...list } = useSharedPagedList({
    queryKey: activityQueryKeys.list(name, { status, search: search || undefined }),
    fetchPage: fetchListPage,
    errorMessage: serverErrorMessage,
    // An activity that leaves the tab after an action must not make the next page skip one.
    keyOf: activityKey,
  });

  const replaceItem = useCallback(
    (item: T) => {
      updateItems((items) => items.map((existing) => (existing.id === item.id ? item : existing)));
    },
    [updateItems],
  );

  const removeItem = useCallback(
    (id: number) => {
      updateItems((items) => items.filter((existing) => existing.id !== id));
    },
    [updateItems],
  );

  return { ...list, replaceItem, removeItem };
}
