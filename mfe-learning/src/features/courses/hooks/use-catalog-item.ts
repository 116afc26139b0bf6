import { useCallback, useEffect, useState } from 'react';
import { serverErrorMessage } from '@colleghi/shared/platform';
import { getCatalogItem } from '../../../api/learning';
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
  const [state, setState] = useState<CatalogItemState>({
    item: known,
    loading: id !== null,
    error: null,
  });

  useEffect(() => {
    if (id === null) return undefined;
    let active = true;
    setState((previous) => ({
      item: previous.item?.id === id ? previous.item : null,
      loading: true,
      error: null,
    }));
    void getCatalogItem(id, category).then((result) => {
      if (!active) return;
      if (result.data) setState({ item: result.data, loading: false, error: null });
      else
        setState({
          item: null,
          loading: false,
          error: result.status === 404 ? ITEM_NOT_FOUND : serverErrorMessage(result.error),
        });
    });
    return () => {
      active = false;
    };
    // The category only narrows the lookup: changing the filter does not reload an open panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const setItem = useCallback(
    (item: CatalogItem) => setState({ item, loading: false, error: null }),
    [],
  );
  return { ...state, setItem };
}
