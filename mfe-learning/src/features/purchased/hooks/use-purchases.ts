import { serverErrorMessage } from '@colleghi/shared/platform';
import { usePagedList } from '@colleghi/shared/ui';
import { getPurchasedItems } from '../../../api/learning';
import type { PagedList } from '@colleghi/shared/ui';
import type { PurchasedItem } from '@colleghi/api-contract';

/** The user's courses in the page's query cache (a purchase changes them). */
export const purchasesQueryKey = ['learning', 'purchases'] as const;

/** The user's courses, page after page (one row per course; a package grants several). */
export function usePurchases(): PagedList<PurchasedItem> {
  return usePagedList({
    queryKey: purchasesQueryKey,
    fetchPage: getPurchasedItems,
    errorMessage: serverErrorMessage,
  });
}
