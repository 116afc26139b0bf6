import { getPurchasedItems, usePagedList, serverErrorMessage } from '@colleghi/shared';
import type { PagedList, Purchase } from '@colleghi/shared';

/** The user's courses, page after page (one row per course; a package grants several). */
export function usePurchases(): PagedList<Purchase> {
  return usePagedList({ fetchPage: getPurchasedItems, errorMessage: serverErrorMessage });
}
