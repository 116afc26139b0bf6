// Stripe.js loaded from its own script tag (Stripe asks that it is never bundled), typed with the
// few calls the card step makes rather than a dependency on @stripe/stripe-js.

export const STRIPE_SCRIPT_URL = 'https://js.stripe.com/v3';

export interface StripeCardChange {
  complete: boolean;
  error?: { message: string };
}

export interface StripeCardElement {
  mount: (target: HTMLElement) => void;
  on: (event: 'change', handler: (change: StripeCardChange) => void) => void;
  update: (options: { disabled?: boolean }) => void;
  destroy: () => void;
}

export interface StripeElements {
  create: (
    type: 'card',
    options: { hidePostalCode: boolean; style?: Record<string, unknown> },
  ) => StripeCardElement;
}

export interface StripeClient {
  elements: (options?: { locale?: string }) => StripeElements;
  createPaymentMethod: (options: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { name?: string };
  }) => Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
  confirmCardPayment: (
    clientSecret: string,
  ) => Promise<{ paymentIntent?: { status: string }; error?: { message?: string } }>;
}

type StripeFactory = (key: string, options?: { locale?: string }) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

const clients = new Map<string, Promise<StripeClient>>();

function injectScript(): Promise<StripeFactory> {
  return new Promise((resolve, reject) => {
    if (window.Stripe) {
      resolve(window.Stripe);
      return;
    }
    let script = document.querySelector<HTMLScriptElement>(`script[src="${STRIPE_SCRIPT_URL}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = STRIPE_SCRIPT_URL;
      script.async = true;
      document.head.appendChild(script);
    }
    script.addEventListener('load', () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js non disponibile')),
    );
    script.addEventListener('error', () => reject(new Error('Stripe.js non raggiungibile')));
  });
}

/** One Stripe client per key for the page's lifetime (it-IT locale). */
export function loadStripe(publishableKey: string): Promise<StripeClient> {
  let client = clients.get(publishableKey);
  if (!client) {
    client = injectScript().then((factory) => factory(publishableKey, { locale: 'it' }));
    // A failed load may be retried later (network back, blocker disabled).
    client.catch(() => clients.delete(publishableKey));
    clients.set(publishableKey, client);
  }
  return client;
}

/** Tests only: the next loadStripe builds a new client. */
export function forgetStripeClients(): void {
  clients.clear();
}
