import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiResultOf, fromApi, serverErrorMessage } from '@colleghi/shared/platform';
import { getCatalogItem } from '../../../api/learning';
import { learningQueryKeys } from '../../../api/query-keys';
import type { CatalogItem } from '@colleghi/api-contract';

export interface CatalogItemState {
  item: CatalogItem | null;
  loading: boolean;
  error: string | null;
}

export const ITEM_NOT_FOUND = 'Il corso che cerchi non esiste o non è più disponibile.';

/**
 * The item the panel shows, fresh from the server (ownership may have changed since the list
 * loaded). The list's copy, when there is one, is shown meanwhile instead of a loader.
 */
export function useCatalogItem(
  id: number | null,
  category: number | null,
  known: CatalogItem | null,
): CatalogItemState & { setItem: (item: CatalogItem) => void } {
  const client = useQueryClient();
  // Keyed by the item alone: the category only narrows the lookup, and changing the filter does
  // not reload an open panel.
  const { data, error, isError, isFetching } = useQuery({
    queryKey: learningQueryKeys.item(id ?? 0),
    queryFn: () => fromApi(getCatalogItem(id ?? 0, category)),
    enabled: id !== null,
    // The last look is what the panel knows best: ownership may change behind the cache.
    staleTime: 0,
    placeholderData: known !== null && known.id === id ? known : undefined,
  });

  const setItem = useCallback(
    (item: CatalogItem) => client.setQueryData(learningQueryKeys.item(item.id), item),
    [client],
  );

  const failure = isError && !isFetching ? apiResultOf(error) : null;
  return {
    item: isError ? null : (data ?? null),
    loading: isFetching,
    error:
      isError && !isFetching
        ? failure?.status === 404
          ? ITEM_NOT_FOUND
          : serverErrorMessage(failure?.error ?? null)
        : null,
    setItem,
  };
}
