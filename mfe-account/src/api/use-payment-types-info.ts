import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fromApi, useSession } from '@colleghi/shared/platform';
import { getPaymentTypesInfo } from './subscriptions';
import { accountQueryKeys } from './query-keys';
import type { ResponseBody } from '@colleghi/api-contract';

export type PaymentTypesInfoState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; info: ResponseBody<'/api/payment-types/info/', 'get'> };

/**
 * GET payment-types/info/ for a screen. Keyed by the session's token (whether additional skills
 * are buyable depends on the user, so a guest's answer does not hold once they sign in); asked
 * again on `retry`.
 */
export function usePaymentTypesInfo(): PaymentTypesInfoState & { retry: () => void } {
  const { token } = useSession();
  const { data, isError, isFetching, refetch } = useQuery({
    queryKey: accountQueryKeys.paymentTypesInfo(token),
    queryFn: () => fromApi(getPaymentTypesInfo()),
  });
  const retry = useCallback(() => void refetch(), [refetch]);
  // A retry after a failure shows the loader again, not the failure.
  if (isError && !isFetching) return { status: 'error', retry };
  if (data === undefined || isError) return { status: 'loading', retry };
  return { status: 'ready', info: data, retry };
}
