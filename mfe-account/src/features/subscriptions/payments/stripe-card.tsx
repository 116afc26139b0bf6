import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DelayedLoader } from '@colleghi/shared/ui';
import type { CardConfirmStatus, CardFormProps, CardPaymentHandle } from './card-provider';
import { loadStripe, type StripeCardElement, type StripeClient } from './load-stripe';

const REFUSED = 'Il pagamento con carta non è andato a buon fine.';

function toStatus(status: string | undefined): CardConfirmStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'processing') return 'processing';
  return 'failed';
}

/** Stripe Elements card field (postal code hidden) plus the holder's name. */
export function StripeCardForm({
  publishableKey,
  onChange,
  disabled,
}: CardFormProps & { publishableKey: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<StripeClient | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [cardState, setCardState] = useState<{ complete: boolean; error?: string }>({
    complete: false,
  });
  const [name, setName] = useState('');
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    let current = true;
    let element: StripeCardElement | null = null;
    loadStripe(publishableKey)
      .then((client) => {
        if (!current || !mountRef.current) return;
        element = client.elements({ locale: 'it' }).create('card', { hidePostalCode: true });
        element.mount(mountRef.current);
        element.on('change', (change) =>
          setCardState({ complete: change.complete, error: change.error?.message }),
        );
        setStripe(client);
        setCard(element);
      })
      .catch(() => {
        if (current) setLoadFailed(true);
      });
    return () => {
      current = false;
      element?.destroy();
    };
  }, [publishableKey]);

  useEffect(() => {
    card?.update({ disabled: Boolean(disabled) });
  }, [card, disabled]);

  useEffect(() => {
    if (!stripe || !card || !cardState.complete || cardState.error || name.trim() === '') {
      latest.current(null);
      return;
    }
    const handle: CardPaymentHandle = {
      createPaymentMethod: async () => {
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: name.trim() },
        });
        return result.paymentMethod
          ? { id: result.paymentMethod.id }
          : { error: result.error?.message ?? REFUSED };
      },
      confirmCardPayment: async (_intentId, clientSecret) => {
        const result = await stripe.confirmCardPayment(clientSecret);
        if (result.error) return { status: 'failed', error: result.error.message ?? REFUSED };
        return { status: toStatus(result.paymentIntent?.status) };
      },
    };
    latest.current(handle);
  }, [stripe, card, cardState, name]);

  if (loadFailed) {
    return (
      <Alert severity="error">
        Non è stato possibile caricare il modulo di pagamento. Controlla la connessione e riprova.
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Box>
        <FormLabel sx={{ display: 'block', mb: 1 }}>Dati della carta</FormLabel>
        {!stripe ? <DelayedLoader label="Caricamento del modulo di pagamento" /> : null}
        <Box
          ref={mountRef}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1.75 }}
        />
        {cardState.error ? <FormHelperText error>{cardState.error}</FormHelperText> : null}
      </Box>
      <TextField
        label="Intestatario della carta"
        name="cc-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        disabled={disabled}
        autoComplete="cc-name"
        fullWidth
      />
    </Stack>
  );
}
