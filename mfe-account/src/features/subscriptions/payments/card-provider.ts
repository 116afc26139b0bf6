// The card step of the plan page talks to one of two providers through this interface: our own
// sandbox form (offline, the API's sandbox endpoints) or Stripe Elements when a publishable key
// is configured. The purchase flow (intent, confirm, poll) is the same for both.

export type CardConfirmStatus = 'succeeded' | 'processing' | 'failed';

export type PaymentMethodResult = { id: string } | { error: string };

export interface CardConfirmResult {
  status: CardConfirmStatus;
  /** The provider's message for a refused card ("La carta è stata rifiutata."). */
  error?: string;
}

/** What the card form hands the flow once its fields are complete and valid. */
export interface CardPaymentHandle {
  createPaymentMethod: () => Promise<PaymentMethodResult>;
  confirmCardPayment: (intentId: string, clientSecret: string) => Promise<CardConfirmResult>;
}

export interface CardFormProps {
  /** A handle while the form is complete without errors, null otherwise (pay stays disabled). */
  onChange: (handle: CardPaymentHandle | null) => void;
  disabled?: boolean;
}
