import { useEffect, useState } from 'react';
import { DelayedLoader } from '@colleghi/shared';
import type { CardFormProps } from './card-provider';
import { loadPaymentConfig, type PaymentConfig } from './payment-config';
import { SandboxCardForm } from './sandbox-card';
import { StripeCardForm } from './stripe-card';

/** Stripe Elements when a publishable key is configured, our sandbox form otherwise. */
export function CardForm(props: CardFormProps) {
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  useEffect(() => {
    let current = true;
    void loadPaymentConfig().then((loaded) => {
      if (current) setConfig(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!config) return <DelayedLoader label="Caricamento del modulo di pagamento" />;
  if (config.stripePublishableKey) {
    return <StripeCardForm {...props} publishableKey={config.stripePublishableKey} />;
  }
  return <SandboxCardForm {...props} />;
}
