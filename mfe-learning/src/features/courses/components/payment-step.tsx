import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getPaymentKeys, useSession } from '@colleghi/shared/platform';
import type { CatalogItem } from '@colleghi/api-contract';
import { OrderSummary } from './order-summary';
import { PaypalButtons } from './paypal-buttons';
import { SandboxPaypal } from './sandbox-paypal';

export interface PaymentStepProps {
  item: CatalogItem;
  /** Buys the item with the approved PayPal order; resolves to the refusal message or null. */
  onApproved: (orderId: string) => Promise<string | null>;
  /** The payment was refused: resolves to true when the panel now shows the item owned. */
  onRefused: () => Promise<boolean>;
  onBack: () => void;
}

/**
 * Summary with VAT, then PayPal: the real SDK when the host's /config.json names a PayPal client
 * id (read once at start-up), the API's sandbox otherwise.
 */
export function PaymentStep({ item, onApproved, onRefused, onBack }: PaymentStepProps) {
  const clientId = getPaymentKeys().paypalClientId;
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  return (
    <Stack spacing={2}>
      <OrderSummary item={item} />
      <Typography variant="body2" color="text.secondary">
        Paghi in modo sicuro con PayPal. Riceverai la fattura all’indirizzo PEC del tuo profilo.
      </Typography>
      {clientId && user ? (
        <PaypalButtons
          clientId={clientId}
          item={item}
          userId={user.id}
          onApproved={onApproved}
          onBusyChange={setBusy}
        />
      ) : null}
      {clientId ? null : (
        <SandboxPaypal
          item={item}
          onApproved={onApproved}
          onRefused={onRefused}
          onBusyChange={setBusy}
        />
      )}
      <Button onClick={onBack} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Indietro
      </Button>
    </Stack>
  );
}
