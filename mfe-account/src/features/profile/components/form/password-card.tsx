import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PASSWORD_HINT } from '@colleghi/rules';
import { changePassword, showToast } from '@colleghi/shared/platform';
import { SectionCard } from '../section-card';
import { hasFieldErrors, splitErrors, withoutKeys } from '../../utils/field-errors';
import type { FieldErrors } from '../../utils/field-errors';
import { FormGrid } from './form-grid';
import { ProfileTextField } from './text-field';

const PASSWORD_KEYS = ['new_password1', 'new_password2'];
export const PASSWORD_CHANGED = 'Password aggiornata con successo!';

/** New password twice; the server checks strength and match (errors under new_password2). */
export function PasswordCard() {
  const [password1, setPassword1] = useState('');
  const [password2, setPassword2] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await changePassword({ new_password1: password1, new_password2: password2 });
    setBusy(false);
    if (!result.error) {
      setPassword1('');
      setPassword2('');
      showToast({ message: result.data?.detail ?? PASSWORD_CHANGED, severity: 'success' });
      return;
    }
    if (result.error500) return;
    const split = splitErrors(result.error, PASSWORD_KEYS);
    setErrors(split.fields);
    setGeneral(split.general);
  };

  // Either field edited: the server's verdict on the pair no longer holds.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((old) => withoutKeys(old, PASSWORD_KEYS));
  };

  const blocked = hasFieldErrors(errors) || password1 === '' || password2 === '';
  return (
    <SectionCard title="Cambia password" description={PASSWORD_HINT}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Cambia password">
        {general.length > 0 ? <Alert severity="error">{general.join(' ')}</Alert> : null}
        <FormGrid>
          <ProfileTextField
            label="Nuova password"
            name="new_password1"
            type="password"
            autoComplete="new-password"
            value={password1}
            onChange={edit(setPassword1)}
            error={errors.new_password1}
          />
          <ProfileTextField
            label="Conferma nuova password"
            name="new_password2"
            type="password"
            autoComplete="new-password"
            value={password2}
            onChange={edit(setPassword2)}
            error={errors.new_password2}
          />
        </FormGrid>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="outlined" disabled={blocked} loading={busy}>
            Aggiorna password
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
