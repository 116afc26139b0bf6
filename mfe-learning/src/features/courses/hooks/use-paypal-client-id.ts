import { useEffect, useState } from 'react';

export interface PaypalClientIdState {
  /** Null when no PayPal client id is configured: the API's sandbox plays PayPal's part. */
  clientId: string | null;
  loading: boolean;
}

/**
 * The PayPal client id of this deployment, read from the page's /config.json (the host's, or the
 * standalone remote's) next to apiBase. Missing, unreadable or empty: the sandbox is used.
 */
export async function loadPaypalClientId(): Promise<string | null> {
  try {
    const response = await fetch(new URL('/config.json', window.location.href), {
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const config: unknown = await response.json();
    if (typeof config !== 'object' || config === null) return null;
    const { paypalClientId } = config as { paypalClientId?: unknown };
    return typeof paypalClientId === 'string' && paypalClientId.trim()
      ? paypalClientId.trim()
      : null;
  } catch {
    return null;
  }
}

export function usePaypalClientId(): PaypalClientIdState {
  const [state, setState] = useState<PaypalClientIdState>({ clientId: null, loading: true });
  useEffect(() => {
    let active = true;
    void loadPaypalClientId().then((clientId) => {
      if (active) setState({ clientId, loading: false });
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
