import {
  PAYPAL_CURRENCY,
  PAYPAL_DISABLED_FUNDING,
  PAYPAL_LOCALE,
  PAYPAL_SDK_URL,
} from '../../../domain/constants';

// The few parts of the PayPal JS SDK this remote uses (https://developer.paypal.com/sdk/js/).

export interface PaypalMoney {
  currency_code: string;
  value: string;
}

export interface PaypalOrderRequest {
  intent: 'CAPTURE';
  purchase_units: {
    reference_id: string;
    /** '<itemId>:<userId>': binds the order to the item and the buyer for the API's check. */
    custom_id: string;
    description: string;
    amount: PaypalMoney & { breakdown: { item_total: PaypalMoney; tax_total: PaypalMoney } };
  }[];
}

export interface PaypalActions {
  order: {
    create: (order: PaypalOrderRequest) => Promise<string>;
    capture: () => Promise<unknown>;
  };
}

export interface PaypalButtonsOptions {
  style?: Record<string, string>;
  createOrder: (data: unknown, actions: PaypalActions) => Promise<string>;
  onApprove: (data: { orderID: string }, actions: PaypalActions) => Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
}

export interface PaypalButtonsInstance {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void>;
}

export interface PaypalNamespace {
  Buttons: (options: PaypalButtonsOptions) => PaypalButtonsInstance;
}

declare global {
  interface Window {
    paypal?: PaypalNamespace;
  }
}

const SCRIPT_ID = 'paypal-js-sdk';

/** The SDK URL: EUR, Italian, no card, sofort or mybank funding. */
export function paypalSdkUrl(clientId: string): string {
  return (
    `${PAYPAL_SDK_URL}?client-id=${encodeURIComponent(clientId)}` +
    `&currency=${PAYPAL_CURRENCY}&locale=${PAYPAL_LOCALE}&disable-funding=${PAYPAL_DISABLED_FUNDING}`
  );
}

/** Loads the SDK once per page; later calls wait for the same script. */
export function loadPaypalSdk(clientId: string): Promise<PaypalNamespace> {
  if (window.paypal) return Promise.resolve(window.paypal);
  return new Promise((resolve, reject) => {
    let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = paypalSdkUrl(clientId);
      script.async = true;
      document.head.appendChild(script);
    }
    script.addEventListener('load', () =>
      window.paypal ? resolve(window.paypal) : reject(new Error('PayPal SDK missing')),
    );
    script.addEventListener('error', () => {
      script?.remove();
      reject(new Error('PayPal SDK not loaded'));
    });
  });
}
