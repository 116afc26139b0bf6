import { useRef, useState } from 'react';
import { fromApi, queryClient } from '@colleghi/shared/platform';
import { getCityPrice } from '../../../api/subscriptions';
import { accountQueryKeys } from '../../../api/query-keys';
import type { City } from '@colleghi/api-contract';

export interface CityPriceState {
  city: City | null;
  /** Monthly price for the city as the API sends it; null without a city. */
  price: string | null;
  loading: boolean;
  error: string | undefined;
  choose: (city: City | null) => void;
}

/** The second city and the monthly price the server quotes for it. */
export function useCityPrice(
  typeId: number,
  initial: { city: City | null; price: string | null },
): CityPriceState {
  const [city, setCity] = useState(initial.city);
  const [price, setPrice] = useState(initial.price);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  // A later pick wins even when an earlier look-up answers last.
  const latest = useRef(0);

  const choose = (next: City | null) => {
    latest.current += 1;
    const call = latest.current;
    setCity(next);
    setPrice(null);
    setError(undefined);
    if (!next) {
      setLoading(false);
      return;
    }
    setLoading(true);
    const quote = queryClient.fetchQuery({
      queryKey: accountQueryKeys.cityPrice(typeId, next.id),
      queryFn: () => fromApi(getCityPrice(typeId, next.id)),
    });
    void quote.then(
      (data) => {
        if (call !== latest.current) return;
        setLoading(false);
        setPrice(data.price);
      },
      () => {
        if (call !== latest.current) return;
        setLoading(false);
        setCity(null);
        setError('Non è stato possibile calcolare il prezzo per questo comune. Riprova.');
      },
    );
  };

  return { city, price, loading, error, choose };
}
