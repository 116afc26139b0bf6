import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { serverErrorMessage } from '@colleghi/shared/platform';
import { confirmSandboxCardPayment, createSandboxPaymentMethod } from '../../../api/subscriptions';
import type { CardFormProps, CardPaymentHandle } from './card-provider';
import {
  EMPTY_CARD,
  formatCardNumber,
  formatExpiry,
  toSandboxBody,
  validateCard,
  type SandboxCardValues,
} from './sandbox-card-fields';

const REFUSED = 'Il pagamento con carta non è andato a buon fine.';

/**
 * Our own card form for the offline sandbox provider: number, expiry MM/AA, CVC, holder (no
 * postal code). The API's sandbox endpoints play Stripe: 4242 4242 4242 4242 succeeds.
 */
export function SandboxCardForm({ onChange, disabled }: CardFormProps) {
  const [values, setValues] = useState<SandboxCardValues>(EMPTY_CARD);
  const [touched, setTouched] = useState<Partial<Record<keyof SandboxCardValues, boolean>>>({});
  const errors = validateCard(values);
  const complete = Object.keys(errors).length === 0;
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (!complete) {
      latest.current(null);
      return;
    }
    const body = toSandboxBody(values);
    const handle: CardPaymentHandle = {
      createPaymentMethod: async () => {
        const { data, error } = await createSandboxPaymentMethod(body);
        return data ? { id: data.id } : { error: serverErrorMessage(error, REFUSED) };
      },
      confirmCardPayment: async (intentId, clientSecret) => {
        const { data, error } = await confirmSandboxCardPayment(intentId, clientSecret);
        if (!data) return { status: 'failed', error: serverErrorMessage(error, REFUSED) };
        return { status: data.status, error: data.error?.message };
      },
    };
    latest.current(handle);
  }, [complete, values]);

  const set = (field: keyof SandboxCardValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  const shown = (field: keyof SandboxCardValues) => (touched[field] ? errors[field] : undefined);
  const blur = (field: keyof SandboxCardValues) =>
    setTouched((current) => ({ ...current, [field]: true }));

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Alert severity="info" variant="outlined">
          Ambiente di prova: usa la carta 4242 4242 4242 4242 con una scadenza futura.
        </Alert>
      </Grid>
      <Grid size={12}>
        <TextField
          label="Numero della carta"
          name="cc-number"
          value={values.number}
          onChange={(event) => set('number', formatCardNumber(event.target.value))}
          onBlur={() => blur('number')}
          error={Boolean(shown('number'))}
          helperText={shown('number')}
          disabled={disabled}
          autoComplete="cc-number"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <TextField
          label="Scadenza (MM/AA)"
          name="cc-exp"
          value={values.expiry}
          onChange={(event) => set('expiry', formatExpiry(event.target.value, values.expiry))}
          onBlur={() => blur('expiry')}
          error={Boolean(shown('expiry'))}
          helperText={shown('expiry')}
          disabled={disabled}
          autoComplete="cc-exp"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <TextField
          label="CVC"
          name="cc-csc"
          value={values.cvc}
          onChange={(event) => set('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={() => blur('cvc')}
          error={Boolean(shown('cvc'))}
          helperText={shown('cvc')}
          disabled={disabled}
          autoComplete="cc-csc"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Intestatario della carta"
          name="cc-name"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          onBlur={() => blur('name')}
          error={Boolean(shown('name'))}
          helperText={shown('name')}
          disabled={disabled}
          autoComplete="cc-name"
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
