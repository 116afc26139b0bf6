import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PAYPAL_CURRENCY } from '../../../domain/constants';
import { orderTotals, paypalAmount, centsToDecimal } from '../../../domain/money';
import type { CatalogItem } from '@colleghi/api-contract';
import { loadPaypalSdk } from '../utils/paypal-sdk';
import type { PaypalOrderRequest } from '../utils/paypal-sdk';

export const PAYPAL_UNAVAILABLE = 'Non è stato possibile caricare PayPal. Riprova più tardi.';
export const PAYPAL_FAILED = 'Il pagamento con PayPal non è andato a buon fine. Riprova.';

export interface PaypalButtonsProps {
  clientId: string;
  item: CatalogItem;
  /** The buyer, written on the order so the API can check who paid. */
  userId: number;
  onApproved: (orderId: string) => Promise<string | null>;
  onBusyChange: (busy: boolean) => void;
}

/** The order PayPal creates in the browser: the cost plus 22 % VAT as tax, in EUR. */
export function paypalOrderRequest(item: CatalogItem, userId: number): PaypalOrderRequest {
  const { value, tax } = paypalAmount(item.cost);
  const money = (amount: string) => ({ currency_code: PAYPAL_CURRENCY, value: amount });
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: String(item.id),
        custom_id: `${item.id}:${userId}`,
        description: item.name.slice(0, 127),
        amount: {
          ...money(centsToDecimal(orderTotals(item.cost).totalCents)),
          breakdown: { item_total: money(value), tax_total: money(tax) },
        },
      },
    ],
  };
}

/** The real PayPal JS SDK buttons: PayPal creates and captures the order, then we buy with it. */
export function PaypalButtons({
  clientId,
  item,
  userId,
  onApproved,
  onBusyChange,
}: PaypalButtonsProps) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Read when PayPal calls back, so a new render does not re-render PayPal's iframe.
  const latest = useRef({ item, userId, onApproved, onBusyChange });
  latest.current = { item, userId, onApproved, onBusyChange };

  useEffect(() => {
    let active = true;
    loadPaypalSdk(clientId)
      .then((paypal) => {
        if (!active || !container.current) return undefined;
        const setBusy = (busy: boolean) => {
          setPaying(busy);
          latest.current.onBusyChange(busy);
        };
        return paypal
          .Buttons({
            style: { layout: 'vertical', color: 'gold', shape: 'rect', label: 'pay' },
            createOrder: (_data, actions) => {
              setError(null);
              return actions.order.create(
                paypalOrderRequest(latest.current.item, latest.current.userId),
              );
            },
            onApprove: async (data, actions) => {
              setBusy(true);
              try {
                await actions.order.capture();
              } catch {
                setBusy(false);
                setError(PAYPAL_FAILED);
                return;
              }
              const refused = await latest.current.onApproved(data.orderID);
              if (refused !== null && active) {
                setBusy(false);
                setError(refused);
              }
            },
            onError: () => {
              setBusy(false);
              setError(PAYPAL_FAILED);
            },
          })
          .render(container.current)
          .then(() => {
            if (active) setReady(true);
          });
      })
      .catch(() => {
        if (active) setError(PAYPAL_UNAVAILABLE);
      });
    return () => {
      active = false;
    };
  }, [clientId]);

  return (
    <Box>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {!ready && !error ? (
        <Skeleton variant="rounded" height={48} aria-label="Caricamento di PayPal" />
      ) : null}
      {paying ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <CircularProgress size={24} aria-label="Pagamento in corso" />
          <Typography variant="body2">Pagamento in corso…</Typography>
        </Box>
      ) : null}
      <Box
        ref={container}
        data-testid="paypal-buttons"
        sx={{ display: paying ? 'none' : 'block' }}
      />
    </Box>
  );
}
