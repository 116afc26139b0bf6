import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { flattenFieldErrors, serverErrorMessage } from '@colleghi/shared/platform';
import type { RecordItem } from '@colleghi/api-contract';
import { useRecordWrites } from '../hooks/use-record-writes';

export const OPEN_SHARED_TITLE = 'Apri un verbale condiviso';

export interface OpenSharedRecordFormProps {
  initialLink?: string;
  onOpened: (record: RecordItem) => void;
  onCancel: () => void;
}

interface FormErrors {
  link?: string;
  code?: string;
  /** Not about one field: too many attempts (429), a network failure... */
  form?: string;
}

/** Adds a record a colleague shared, from its link and access code. */
export function OpenSharedRecordForm({
  initialLink = '',
  onOpened,
  onCancel,
}: OpenSharedRecordFormProps) {
  const { openSharedRecord } = useRecordWrites();
  const [link, setLink] = useState(initialLink);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const blocked = link.trim() === '' || busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    setBusy(true);
    setErrors({});
    const result = await openSharedRecord({ link: link.trim(), code: code.trim() });
    setBusy(false);
    if (result.data) {
      onOpened(result.data);
      return;
    }
    // A 5xx already shows the global error modal.
    if (result.error500) return;
    const fields = flattenFieldErrors(result.error);
    if (fields.link || fields.code) setErrors({ link: fields.link, code: fields.code });
    else setErrors({ form: serverErrorMessage(result.error) });
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={OPEN_SHARED_TITLE}>
      <Typography component="h2" variant="h6">
        {OPEN_SHARED_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Inserisci il link e il codice di accesso ricevuti dal collega.
      </Typography>
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <TextField
        label="Link del verbale"
        value={link}
        onChange={(event) => setLink(event.target.value)}
        error={Boolean(errors.link)}
        helperText={errors.link}
        required
        fullWidth
        size="small"
        type="url"
      />
      <TextField
        label="Codice di accesso"
        value={code}
        // Codes are upper case; a colleague dictating one should not have to care.
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        error={Boolean(errors.code)}
        helperText={errors.code}
        fullWidth
        size="small"
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Annulla
        </Button>
        <Button type="submit" variant="contained" disabled={blocked} loading={busy}>
          Apri verbale
        </Button>
      </Stack>
    </Stack>
  );
}
