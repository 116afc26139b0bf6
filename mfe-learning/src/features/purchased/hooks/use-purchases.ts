import { usePagedList, serverErrorMessage } from '@colleghi/shared';
import { getPurchasedItems } from '../../../api/learning';
import type { PagedList } from '@colleghi/shared';
import type { PurchasedItem } from '@colleghi/api-contract';

/** The user's courses, page after page (one row per course; a package grants several). */
export function usePurchases(): PagedList<PurchasedItem> {
  return usePagedList({ fetchPage: getPurchasedItems, errorMessage: serverErrorMessage });
}
