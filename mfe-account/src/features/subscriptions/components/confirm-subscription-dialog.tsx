import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHOD_LABELS } from '../../../domain/subscriptions/offers';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/messages';
import type { PriceBreakdown } from '../../../domain/subscriptions/pricing';
import { CardForm } from '../payments/card-form';
import type { CardPaymentHandle } from '../payments/card-provider';
import { PriceSummary } from './price-summary';
import type { PaymentMethod } from '@colleghi/api-contract';

export interface ConfirmSubscriptionDialogProps {
  method: PaymentMethod | null;
  /** 'Professional · Annuale (12 mesi)'. */
  description: string;
  price: PriceBreakdown;
  busy: boolean;
  /** Card only: the payment is confirmed, the server is being asked for the outcome. */
  verifying: boolean;
  onCancel: () => void;
  onConfirm: (card: CardPaymentHandle | null) => void;
}

function confirmLabel(method: PaymentMethod): string {
  if (method === 'credit_card') return 'Paga';
  if (method === 'paypal') return 'Prosegui con PayPal';
  return 'Conferma';
}

/** 'Conferma abbonamento': what is bought, the final price, and the card form for cards. */
export function ConfirmSubscriptionDialog({
  method,
  description,
  price,
  busy,
  verifying,
  onCancel,
  onConfirm,
}: ConfirmSubscriptionDialogProps) {
  const id = useId();
  const [card, setCard] = useState<CardPaymentHandle | null>(null);
  const needsCard = method === 'credit_card';
  return (
    <Dialog
      open={method !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{SUBSCRIPTION_MESSAGES.confirmSubscription}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Stack spacing={0.5}>
            <Typography sx={{ fontWeight: 600 }}>{description}</Typography>
            {method ? (
              <Typography variant="body2" color="text.secondary">
                Pagamento con {PAYMENT_METHOD_LABELS[method]}
              </Typography>
            ) : null}
          </Stack>
          <PriceSummary price={price} label="Riepilogo del prezzo" />
          <Typography variant="body2" color="text.secondary">
            L’abbonamento si rinnova automaticamente alla scadenza, salvo disdetta.
          </Typography>
          {method === 'bank_transfer' ? (
            <Alert severity="info">
              Riceverai la fattura con le coordinate bancarie (IBAN) per effettuare il bonifico.
            </Alert>
          ) : null}
          {needsCard ? <CardForm onChange={setCard} disabled={busy} /> : null}
          {verifying ? (
            <Stack spacing={1} role="status">
              <Typography variant="body2">Stiamo verificando il pagamento…</Typography>
              <LinearProgress aria-label="Verifica del pagamento in corso" />
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Annulla
        </Button>
        {method ? (
          <Button
            variant="contained"
            onClick={() => onConfirm(needsCard ? card : null)}
            disabled={busy || (needsCard && card === null)}
            loading={busy}
          >
            {confirmLabel(method)}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
