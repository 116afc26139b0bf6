import { useEffect, useState } from 'react';
import { getPaymentTypesInfo } from '@colleghi/shared';
import type { PaymentType } from '@colleghi/shared';

/** The catalogue, for the offer cards; empty (no cards) until loaded or when the call fails. */
export function usePaymentTypes(): { types: PaymentType[]; loading: boolean } {
  const [types, setTypes] = useState<PaymentType[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    void getPaymentTypesInfo().then(({ data }) => {
      if (!current) return;
      setTypes(data?.results ?? []);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, []);
  return { types, loading };
}
