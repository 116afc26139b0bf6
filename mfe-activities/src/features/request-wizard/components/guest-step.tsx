import { useState } from 'react';
import { Link as RouterLink, useLocation } from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CITY_OPTIONS_KEY, cityOptions } from '@colleghi/shared/platform';
import { ROLES, ROLE_LABELS } from '@colleghi/shared/domain';
import { SearchSelect } from '@colleghi/shared/ui';
import { validateGuestData } from '../../../domain/wizard';
import type { GuestData } from '../../../domain/wizard';
import type { FieldErrors } from '../utils/server-errors';
import type { City, Role } from '@colleghi/api-contract';

export interface GuestStepProps {
  guest: GuestData;
  onChange: (next: GuestData) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

type TextKey = 'first_name' | 'last_name' | 'email' | 'phone';

const TEXT_FIELDS: { key: TextKey; label: string; type: string; autoComplete: string }[] = [
  { key: 'first_name', label: 'Nome', type: 'text', autoComplete: 'given-name' },
  { key: 'last_name', label: 'Cognome', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Cellulare', type: 'tel', autoComplete: 'tel' },
];

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Guest step 6: who is asking (light registration). Errors show once a field was left. */
export function GuestStep({ guest, onChange, errors, disabled }: GuestStepProps) {
  const [touched, setTouched] = useState<Partial<Record<keyof GuestData, boolean>>>({});
  const invalid = validateGuestData(guest);
  const touch = (key: keyof GuestData) => setTouched((current) => ({ ...current, [key]: true }));
  const shown = (key: keyof GuestData, serverKey: string = key) =>
    errors[serverKey] ?? (touched[key] ? invalid[key] : undefined);
  // The server refuses an e-mail or a phone that already has an account: offer to sign in and
  // come back to this request (the draft is kept).
  const location = useLocation();
  const signIn = `/signin?${new URLSearchParams({ callback: `${location.pathname}${location.search}` }).toString()}`;
  const accountExists = Boolean(errors.email || errors.phone);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {TEXT_FIELDS.slice(0, 2).map((field) => renderText(field))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {TEXT_FIELDS.slice(2).map((field) => renderText(field))}
      </Stack>
      {accountExists ? (
        <Alert severity="info">
          Hai già un account?{' '}
          <Link component={RouterLink} to={signIn} sx={{ fontWeight: 600 }}>
            Accedi
          </Link>{' '}
          e invia la richiesta dal tuo profilo.
        </Alert>
      ) : null}
      <TextField
        select
        label="Qualifica"
        name="type"
        required
        disabled={disabled}
        value={guest.type ?? ''}
        onChange={(event) => {
          if (isRole(event.target.value)) onChange({ ...guest, type: event.target.value });
        }}
        onBlur={() => touch('type')}
        error={Boolean(shown('type', 'profile.type'))}
        helperText={shown('type', 'profile.type')}
      >
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </TextField>
      <SearchSelect<City>
        label="Città dello studio legale"
        name="city"
        required
        disabled={disabled}
        queryKey={CITY_OPTIONS_KEY}
        fetchOptions={cityOptions}
        getOptionLabel={(city) => city.display_name}
        value={guest.city}
        onChange={(city) => onChange({ ...guest, city })}
        onBlur={() => touch('city')}
        error={shown('city', 'profile.lawfirm.city')}
      />
      <FormControl error={Boolean(errors.terms || errors.privacy)}>
        <FormControlLabel
          disabled={disabled}
          control={
            <Checkbox
              name="terms"
              checked={guest.terms}
              onChange={(event) => onChange({ ...guest, terms: event.target.checked })}
            />
          }
          label={
            <>
              Accetto i{' '}
              <Link href="/terms" target="_blank" rel="noopener noreferrer">
                termini e condizioni
              </Link>
            </>
          }
        />
        {errors.terms ? <FormHelperText>{errors.terms}</FormHelperText> : null}
        <FormControlLabel
          disabled={disabled}
          control={
            <Checkbox
              name="privacy"
              checked={guest.privacy}
              onChange={(event) => onChange({ ...guest, privacy: event.target.checked })}
            />
          }
          label={
            <>
              Ho letto e accetto l’
              <Link href="/privacy" target="_blank" rel="noopener noreferrer">
                informativa sulla privacy
              </Link>
            </>
          }
        />
        {errors.privacy ? <FormHelperText>{errors.privacy}</FormHelperText> : null}
      </FormControl>
    </Stack>
  );

  function renderText({ key, label, type, autoComplete }: (typeof TEXT_FIELDS)[number]) {
    const message = shown(key);
    return (
      <TextField
        key={key}
        label={label}
        name={key}
        type={type}
        autoComplete={autoComplete}
        required
        fullWidth
        disabled={disabled}
        value={guest[key]}
        onChange={(event) => onChange({ ...guest, [key]: event.target.value })}
        onBlur={() => touch(key)}
        error={Boolean(message)}
        helperText={message}
      />
    );
  }
}
