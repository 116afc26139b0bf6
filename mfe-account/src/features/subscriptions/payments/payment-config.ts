// Payment provider keys from the host's /config.json (`stripePublishableKey`, `paypalClientId`).
// Neither is required: without them the API's offline sandbox plays the providers' part.

export interface PaymentConfig {
  stripePublishableKey: string | null;
  paypalClientId: string | null;
}

const NONE: PaymentConfig = { stripePublishableKey: null, paypalClientId: null };

let loaded: Promise<PaymentConfig> | null = null;

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

async function fetchConfig(): Promise<PaymentConfig> {
  try {
    const response = await fetch(new URL('/config.json', window.location.origin).href, {
      cache: 'no-store',
    });
    if (!response.ok) return NONE;
    const raw: unknown = await response.json();
    if (typeof raw !== 'object' || raw === null) return NONE;
    const config = raw as Record<string, unknown>;
    return {
      stripePublishableKey: stringOrNull(config.stripePublishableKey),
      paypalClientId: stringOrNull(config.paypalClientId),
    };
  } catch {
    return NONE;
  }
}

/** Read once per page load; a failed read means sandbox. */
export function loadPaymentConfig(): Promise<PaymentConfig> {
  loaded ??= fetchConfig();
  return loaded;
}

/** Tests only: forget the cached answer. */
export function resetPaymentConfig(): void {
  loaded = null;
}
