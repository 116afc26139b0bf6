import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { validateEmailOrPhone, validateSigninPassword } from '@colleghi/rules';
import { login as loginRequest, useSession } from '@colleghi/shared/platform';
import { isSafeCallback } from '../../auth/callback';
import { AuthLayout } from './components/auth-layout';
import { FormError } from './components/form-error';
import { PasswordField } from './components/password-field';
import { ValidatedTextField } from './components/validated-text-field';
import { SESSION_FAILED_MESSAGE, getFieldErrors, getNonFieldError } from './utils/server-errors';
import { useStillShown } from './utils/use-still-shown';

/** The confirmation another page leaves for /signin in the navigation state (a reset). */
function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

type SignInField = 'email' | 'password';

export function SignInPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = noticeOf(useLocation().state);
  const [values, setValues] = useState<Record<SignInField, string>>({ email: '', password: '' });
  const [serverErrors, setServerErrors] = useState<Partial<Record<SignInField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const stillShown = useStillShown();

  const emailError = validateEmailOrPhone(values.email.trim());
  const passwordError = validateSigninPassword(values.password);
  const canSubmit = !emailError && !passwordError && !submitting;

  const change = (field: SignInField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's verdict on a field is stale as soon as the user edits it.
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setFormError(null);
    const result = await loginRequest({ email: values.email.trim(), password: values.password });
    if (result.data) {
      const user = await login(result.data.key);
      if (!stillShown()) return;
      if (user) {
        const callback = searchParams.get('callback');
        navigate(callback && isSafeCallback(callback) ? callback : '/', { replace: true });
        return;
      }
      // The key was accepted but the profile could not be loaded.
      setFormError(SESSION_FAILED_MESSAGE);
      setSubmitting(false);
      return;
    }
    const fields = getFieldErrors(result.error);
    setServerErrors({ email: fields.email, password: fields.password });
    setFormError(getNonFieldError(result.error));
    setSubmitting(false);
  };

  return (
    <AuthLayout
      title="Accedi"
      subtitle="Bentornato! Inserisci le tue credenziali per entrare in Colleghi."
    >
      <Box component="form" noValidate onSubmit={handleSubmit}>
        {notice && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        <Stack spacing={1}>
          <ValidatedTextField
            label="E-mail o cellulare"
            name="email"
            autoComplete="username"
            value={values.email}
            onChange={(event) => change('email')(event.target.value)}
            validationError={emailError}
            serverError={serverErrors.email}
          />
          <PasswordField
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password')(event.target.value)}
            validationError={passwordError}
            serverError={serverErrors.password}
          />
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 3 }}>
          <Link component={RouterLink} to="/forgot" variant="body2">
            Password dimenticata?
          </Link>
        </Box>
        <FormError message={formError} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!canSubmit}
          loading={submitting}
        >
          Accedi
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          Non hai ancora un account?{' '}
          <Link component={RouterLink} to="/signup" sx={{ fontWeight: 600 }}>
            Registrati
          </Link>
        </Typography>
      </Box>
    </AuthLayout>
  );
}
