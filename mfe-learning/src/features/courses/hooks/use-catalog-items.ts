import { useCallback } from 'react';
import { serverErrorMessage } from '@colleghi/shared/platform';
import { usePagedList } from '@colleghi/shared/ui';
import { getCatalogItems } from '../../../api/learning';
import type { PagedList } from '@colleghi/shared/ui';
import type { CatalogItem } from '@colleghi/api-contract';

export interface CatalogFilters {
  /** Category id; null = every category. */
  category: number | null;
  search: string;
}

/** The catalogue's listings in the page's query cache: every page of one listing under one key. */
export const catalogQueryKeys = {
  all: ['learning', 'catalog'],
  list: (filters: CatalogFilters) => [...catalogQueryKeys.all, filters],
} as const;

/** Courses and packages for the current filters: page 1 on every change, the next ones appended. */
export function useCatalogItems({ category, search }: CatalogFilters): PagedList<CatalogItem> {
  const fetchPage = useCallback(
    (page: number) => getCatalogItems({ category, search: search || undefined, page }),
    [category, search],
  );
  return usePagedList({
    queryKey: catalogQueryKeys.list({ category, search }),
    fetchPage,
    errorMessage: serverErrorMessage,
  });
}
