import { useState } from 'react';
import type { FormEvent, SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { validateEmailOrPhone } from '@colleghi/rules';
import { resetPassword } from '@colleghi/shared/platform';
import { AuthLayout } from './components/auth-layout';
import { BackToSignIn } from './components/back-to-sign-in';
import { FormError } from './components/form-error';
import { ValidatedTextField } from './components/validated-text-field';
import { getFieldErrors, getNonFieldError } from './utils/server-errors';

/** How long the confirmation stays on screen. */
export const FORGOT_POPUP_MS = 5000;

const FALLBACK_CONFIRMATION =
  'Ti abbiamo inviato un’e-mail con le istruzioni per reimpostare la password.';

export function ForgotPage() {
  const [email, setEmail] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  // Separate from the message so the text stays put while the popup fades out.
  const [popupOpen, setPopupOpen] = useState(false);

  const validationError = validateEmailOrPhone(email.trim());
  const canSubmit = !validationError && !submitting;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setFormError(null);
    const result = await resetPassword({ email: email.trim() });
    setSubmitting(false);
    if (result.data) {
      setConfirmation(result.data.detail || FALLBACK_CONFIRMATION);
      setPopupOpen(true);
      return;
    }
    setServerError(getFieldErrors(result.error).email ?? null);
    setFormError(getNonFieldError(result.error));
  };

  const handlePopupClose = (_event: SyntheticEvent | Event | null, reason: SnackbarCloseReason) => {
    // A click elsewhere on the page must not hide the confirmation before the user has read it.
    if (reason !== 'clickaway') setPopupOpen(false);
  };

  return (
    <AuthLayout
      title="Password dimenticata?"
      subtitle="Inserisci l’e-mail o il numero di cellulare del tuo account: ti invieremo le istruzioni per reimpostare la password."
    >
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <ValidatedTextField
          label="E-mail o cellulare"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setServerError(null);
          }}
          validationError={validationError}
          serverError={serverError}
        />
        <FormError message={formError} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!canSubmit}
          loading={submitting}
          sx={{ mt: 1 }}
        >
          Conferma
        </Button>
        <BackToSignIn marginTop={3} />
      </Box>
      <Snackbar
        open={popupOpen}
        autoHideDuration={FORGOT_POPUP_MS}
        onClose={handlePopupClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          severity="success"
          variant="filled"
          action={
            <Button color="inherit" size="small" onClick={() => setPopupOpen(false)}>
              Chiudi
            </Button>
          }
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {confirmation}
        </Alert>
      </Snackbar>
    </AuthLayout>
  );
}
