import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@colleghi/shared/platform';
import { getPaymentTypesInfo } from './subscriptions';
import type { ResponseBody } from '@colleghi/api-contract';

export type PaymentTypesInfoState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; info: ResponseBody<'/api/payment-types/info/', 'get'> };

/**
 * GET payment-types/info/ for a screen. Asked again when the session's token changes (whether
 * additional skills are buyable depends on the user, so a guest's answer does not hold once they
 * sign in) and on `retry`.
 */
export function usePaymentTypesInfo(): PaymentTypesInfoState & { retry: () => void } {
  const { token } = useSession();
  const [state, setState] = useState<PaymentTypesInfoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void getPaymentTypesInfo().then(({ data }) => {
      if (current) setState(data ? { status: 'ready', info: data } : { status: 'error' });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
