import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, isEmail, normalizeFiscalCode, validateFiscalCode } from '@colleghi/rules';
import {
  flattenFieldErrors,
  sharedStore,
  updateMe,
  userAtom,
  serverErrorMessage,
} from '@colleghi/shared/platform';
import { MissingFieldsNote } from '@colleghi/shared/ui';
import type { User } from '@colleghi/api-contract';

export interface BillingFormProps {
  user: User;
  onSaved: () => void;
  onBack: () => void;
}

interface BillingValues {
  address: string;
  fiscalCode: string;
  pec: string;
}

// Where the server puts each field's error in the users/me body.
const SERVER_KEYS: Record<keyof BillingValues, string> = {
  address: 'profile.lawfirm.address',
  fiscalCode: 'fiscal_code',
  pec: 'profile.pec',
};

// The fields' labels, in the form's order: the note by Prosegui names the missing ones by them.
const LABELS: Record<keyof BillingValues, string> = {
  address: 'Indirizzo dello studio',
  fiscalCode: 'Codice fiscale',
  pec: 'PEC',
};

function validate({ address, fiscalCode, pec }: BillingValues): Partial<BillingValues> {
  const errors: Partial<BillingValues> = {};
  if (!address.trim()) errors.address = MESSAGES.required;
  const fiscal = fiscalCode.trim() ? validateFiscalCode(fiscalCode) : MESSAGES.required;
  if (fiscal) errors.fiscalCode = fiscal;
  if (!pec.trim()) errors.pec = MESSAGES.required;
  else if (!isEmail(pec)) errors.pec = MESSAGES.invalidEmail;
  return errors;
}

/** Invoice data an incomplete profile lacks: law firm address, fiscal code and PEC. */
export function BillingForm({ user, onSaved, onBack }: BillingFormProps) {
  const [values, setValues] = useState<BillingValues>({
    address: user.profile.lawfirm?.address ?? '',
    fiscalCode: user.fiscal_code ?? '',
    pec: user.profile.pec ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<keyof BillingValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errors = validate(values);
  const valid = Object.keys(errors).length === 0;
  const missing = (Object.keys(LABELS) as (keyof BillingValues)[])
    .filter((field) => errors[field])
    .map((field) => LABELS[field]);
  const noteId = useId();

  const change = (field: keyof BillingValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [SERVER_KEYS[field]]: '' }));
  };
  const errorOf = (field: keyof BillingValues) =>
    serverErrors[SERVER_KEYS[field]] || (touched[field] ? errors[field] : undefined) || undefined;
  const fieldProps = (field: keyof BillingValues) => ({
    value: values[field],
    onBlur: () => setTouched((previous) => ({ ...previous, [field]: true })),
    error: Boolean(errorOf(field)),
    helperText: errorOf(field),
    required: true,
    fullWidth: true,
    disabled: saving,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || saving) return;
    setSaving(true);
    setFailure(null);
    const result = await updateMe({
      fiscal_code: normalizeFiscalCode(values.fiscalCode),
      profile: { pec: values.pec.trim(), lawfirm: { address: values.address.trim() } },
    });
    setSaving(false);
    if (result.data) {
      sharedStore.set(userAtom, result.data);
      onSaved();
      return;
    }
    if (result.error500) return;
    const fields = flattenFieldErrors(result.error);
    const known = Object.values(SERVER_KEYS).some((key) => fields[key]);
    setServerErrors(fields);
    if (!known) setFailure(serverErrorMessage(result.error));
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label="Dati di fatturazione"
    >
      <Typography variant="body2" color="text.secondary">
        Per emettere la fattura ci servono ancora alcuni dati del tuo profilo.
      </Typography>
      <TextField
        label={LABELS.address}
        name="address"
        autoComplete="street-address"
        onChange={(event) => change('address', event.target.value)}
        {...fieldProps('address')}
      />
      <TextField
        label={LABELS.fiscalCode}
        name="fiscal_code"
        onChange={(event) => change('fiscalCode', event.target.value.toUpperCase())}
        slotProps={{ htmlInput: { maxLength: 16, style: { textTransform: 'uppercase' } } }}
        {...fieldProps('fiscalCode')}
      />
      <TextField
        label={LABELS.pec}
        name="pec"
        type="email"
        onChange={(event) => change('pec', event.target.value)}
        {...fieldProps('pec')}
      />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <MissingFieldsNote id={noteId} labels={missing} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack} disabled={saving}>
          Indietro
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!valid || saving}
          aria-describedby={missing.length > 0 ? noteId : undefined}
          startIcon={
            saving ? (
              <CircularProgress size={18} color="inherit" aria-label="Salvataggio in corso" />
            ) : undefined
          }
        >
          Prosegui
        </Button>
      </Stack>
    </Stack>
  );
}
