import { useState } from 'react';
import { useNavigate } from '@colleghi/shared/router';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FISCAL_CODE_LENGTH } from '@colleghi/rules';
import { flattenFieldErrors } from '@colleghi/shared/platform';
import { accountChanged } from '../../../api/account-changed';
import { ROLE_LABELS, roleOptions } from '@colleghi/shared/domain';
import {
  accountConfirmBody,
  accountConfirmValues,
  isAccountConfirmValid,
  validateAccountConfirm,
} from '../../../domain/profile/account-confirm';
import { confirmAccount } from '../../../api/profile';
import type { AccountConfirmValues } from '../../../domain/profile/account-confirm';
import { ProceedButton } from './proceed-button';
import type { Role, User } from '@colleghi/api-contract';

type AccountField = keyof AccountConfirmValues;

// The fields' labels, in the form's order: the note by Prosegui names the missing ones by them.
const LABELS: Record<AccountField, string> = {
  first_name: 'Nome',
  last_name: 'Cognome',
  fiscal_code: 'Codice fiscale',
};

/** Every server message of a refused confirmation, shown under the fiscal code. */
function serverMessages(error: Parameters<typeof flattenFieldErrors>[0]): string {
  const messages = Object.values(flattenFieldErrors(error));
  return [...new Set(messages)].join(' ');
}

/** /account-confirm's form, prefilled from the profile; Prosegui saves and opens the plan page. */
export function AccountConfirmForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<AccountConfirmValues>(() => accountConfirmValues(user));
  const [type, setType] = useState<Role>(user.profile.type);
  const [touched, setTouched] = useState<Partial<Record<AccountField, boolean>>>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const errors = validateAccountConfirm(form);
  const valid = isAccountConfirmValid(form);
  const missing = (Object.keys(LABELS) as AccountField[])
    .filter((field) => errors[field])
    .map((field) => LABELS[field]);
  const shown = (field: AccountField) => (touched[field] ? errors[field] : undefined);

  const change = (field: AccountField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    // The server judged the old values: its message goes once the user edits.
    setServerError('');
  };
  const changeType = (role: Role) => {
    setType(role);
    setServerError('');
  };
  const blur = (field: AccountField) => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async () => {
    setSubmitting(true);
    const result = await confirmAccount(accountConfirmBody(form, type));
    if (result.data) {
      await accountChanged();
      setSubmitting(false);
      navigate('/subscription-plan');
      return;
    }
    setSubmitting(false);
    if (!result.error500) setServerError(serverMessages(result.error));
  };

  const fiscalCodeError = shown('fiscal_code') ?? (serverError || undefined);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      <Stack
        component="form"
        spacing={2.5}
        noValidate
        aria-label="Conferma i tuoi dati"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !serverError && !submitting) void submit();
        }}
      >
        <TextField
          label={LABELS.first_name}
          name="first_name"
          value={form.first_name}
          onChange={(event) => change('first_name', event.target.value)}
          onBlur={() => blur('first_name')}
          error={Boolean(shown('first_name'))}
          helperText={shown('first_name')}
          autoComplete="given-name"
          required
        />
        <TextField
          label={LABELS.last_name}
          name="last_name"
          value={form.last_name}
          onChange={(event) => change('last_name', event.target.value)}
          onBlur={() => blur('last_name')}
          error={Boolean(shown('last_name'))}
          helperText={shown('last_name')}
          autoComplete="family-name"
          required
        />
        <TextField
          label={LABELS.fiscal_code}
          name="fiscal_code"
          value={form.fiscal_code}
          onChange={(event) => change('fiscal_code', event.target.value.toUpperCase())}
          onBlur={() => blur('fiscal_code')}
          error={Boolean(fiscalCodeError)}
          helperText={fiscalCodeError}
          required
          slotProps={{
            htmlInput: { maxLength: FISCAL_CODE_LENGTH, autoCapitalize: 'characters' },
          }}
        />
        <TextField
          select
          label="Qualifica"
          name="type"
          value={type}
          onChange={(event) => changeType(event.target.value as Role)}
          required
        >
          {roleOptions(user.profile.type).map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
        <ProceedButton
          disabled={!valid || Boolean(serverError) || submitting}
          loading={submitting}
          missing={missing}
        />
      </Stack>
    </Paper>
  );
}
