import { useEffect, useState } from 'react';
import { getPaymentTypesInfo } from '@colleghi/shared';
import type { PaymentTypesInfo } from '@colleghi/shared';

export type PaymentTypesInfoState =
  { status: 'loading' } | { status: 'ready'; info: PaymentTypesInfo } | { status: 'error' };

/** The subscriptions catalogue (payment-types/info/), fetched once per mount. */
export function usePaymentTypesInfo(): PaymentTypesInfoState {
  const [state, setState] = useState<PaymentTypesInfoState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void getPaymentTypesInfo().then(({ data }) => {
      if (active) setState(data ? { status: 'ready', info: data } : { status: 'error' });
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
