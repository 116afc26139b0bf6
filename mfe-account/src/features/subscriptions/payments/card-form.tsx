import { getPaymentKeys } from '@colleghi/shared/platform';
import type { CardFormProps } from './card-provider';
import { SandboxCardForm } from './sandbox-card';
import { StripeCardForm } from './stripe-card';

/** Stripe Elements when the host's /config.json gives a publishable key, our sandbox form otherwise. */
export function CardForm(props: CardFormProps) {
  const { stripePublishableKey } = getPaymentKeys();
  if (stripePublishableKey) {
    return <StripeCardForm {...props} publishableKey={stripePublishableKey} />;
  }
  return <SandboxCardForm {...props} />;
}
