import { useCallback, useEffect, useState } from 'react';
import { getPaymentTypesInfo, useSession } from '@colleghi/shared';
import type { PaymentType } from '@colleghi/shared';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; types: PaymentType[]; buyable: boolean };

/**
 * GET payment-types/info/. Asked again when the session's token changes: additional skills stop
 * being buyable per user, so a guest's answer does not hold once they sign in.
 */
export function usePaymentTypes(): CatalogueState & { retry: () => void } {
  const { token } = useSession();
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void getPaymentTypesInfo().then(({ data }) => {
      if (!current) return;
      setState(
        data
          ? { status: 'ready', types: data.results, buyable: data.additional_skills_buyable }
          : { status: 'error' },
      );
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
