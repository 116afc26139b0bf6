import { getPurchasedItems, usePagedList } from '@colleghi/shared';
import type { PagedList, Purchase } from '@colleghi/shared';
import { errorMessage } from '../utils/error-message';

/** The user's courses, page after page (one row per course; a package grants several). */
export function usePurchases(): PagedList<Purchase> {
  return usePagedList({ fetchPage: getPurchasedItems, errorMessage });
}
