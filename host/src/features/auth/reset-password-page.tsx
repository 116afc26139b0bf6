import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Link as RouterLink,
  useNavigate,
  useParams,
  useSearchParams,
} from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_HINT, validatePassword } from '@colleghi/rules';
import { confirmPasswordReset } from '@colleghi/shared/platform';
import { AuthLayout } from './components/auth-layout';
import { BackToSignIn } from './components/back-to-sign-in';
import { FormError } from './components/form-error';
import { PasswordField } from './components/password-field';
import { useResetLinkCheck } from './hooks/use-reset-link-check';
import type { ResetLink } from './hooks/use-reset-link-check';
import { getFieldErrors, getNonFieldError } from './utils/server-errors';

/** Shown for a link without its parts, and when the server refuses the link itself. */
export const RESET_LINK_INVALID =
  'Il link per reimpostare la password non è valido, è già stato usato o è scaduto: chiedine uno nuovo.';
/** Under the title of a dead link: why a link stops working. */
export const LINK_RULES =
  'Per sicurezza, ogni link per reimpostare la password si può usare una sola volta e per un tempo limitato.';
/** Said while the page asks the API whether its link is still live. */
export const CHECKING_LINK = 'Verifica del link in corso…';
export const PASSWORDS_DIFFER = 'Le due password non coincidono.';
/** The sign-in page shows this when the server's answer carries no message of its own. */
export const PASSWORD_RESET_DONE =
  'La nuova password è stata salvata: accedi con la nuova password.';

/** What /signin receives in the navigation state after a reset. */
export interface SignInNotice {
  notice: string;
}

type Field = 'new_password1' | 'new_password2';

/** The link's parts: `/reset-password/:uid/:token`, or the query `?uid=&token=` of older mails. */
function useResetLink(): ResetLink | null {
  const params = useParams();
  const [query] = useSearchParams();
  const uid = params.uid ?? query.get('uid') ?? '';
  const token = params.token ?? query.get('token') ?? '';
  return uid && token ? { uid, token } : null;
}

function CheckingLink() {
  return (
    // About the height of the form it gives way to, so the card does not jump when it comes.
    <Stack
      spacing={2}
      role="status"
      sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center', minHeight: 300 }}
    >
      <CircularProgress aria-label="Verifica del link" />
      <Typography color="text.secondary">{CHECKING_LINK}</Typography>
    </Stack>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <Stack spacing={3}>
      <Alert severity="error">{message}</Alert>
      <Button component={RouterLink} to="/forgot" variant="contained" size="large" fullWidth>
        Chiedi un nuovo link
      </Button>
      <BackToSignIn />
    </Stack>
  );
}

/**
 * The page of the reset e-mail's link: the new password twice, with the sign-up rules. Success
 * ends every session of the account and leads to /signin with a confirmation. The link is checked
 * as the page opens: a used or expired one says so at once and offers a new one, as does one that
 * dies between the check and the confirmation.
 */
export function ResetPasswordPage() {
  const link = useResetLink();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    new_password1: '',
    new_password2: '',
  });
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const check = useResetLinkCheck(link);
  // The confirmation's verdict on the link, when it refused one the check had let through.
  const [refusedLink, setRefusedLink] = useState<string | null>(null);
  const linkError =
    refusedLink ?? (check.status === 'dead' ? (check.message ?? RESET_LINK_INVALID) : null);
  const checking = !linkError && check.status === 'checking';
  const [submitting, setSubmitting] = useState(false);

  const passwordError = validatePassword(values.new_password1);
  const repeatError = values.new_password2 !== values.new_password1 ? PASSWORDS_DIFFER : null;
  const canSubmit = Boolean(link) && !passwordError && !repeatError && !submitting;

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors({});
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || !link) return;
    setSubmitting(true);
    setFormError(null);
    const result = await confirmPasswordReset({ ...link, ...values });
    if (result.data) {
      const state: SignInNotice = { notice: result.data.detail || PASSWORD_RESET_DONE };
      navigate('/signin', { replace: true, state });
      return;
    }
    setSubmitting(false);
    const fields = getFieldErrors(result.error);
    if (fields.token || fields.uid) {
      setRefusedLink(fields.token ?? fields.uid ?? RESET_LINK_INVALID);
      return;
    }
    setServerErrors({ new_password1: fields.new_password1, new_password2: fields.new_password2 });
    setFormError(getNonFieldError(result.error));
  };

  return (
    <AuthLayout
      title="Reimposta la password"
      subtitle={
        linkError
          ? LINK_RULES
          : checking
            ? undefined
            : 'Scegli la nuova password del tuo account: tutte le sessioni aperte verranno chiuse.'
      }
    >
      {linkError ? (
        <InvalidLink message={linkError} />
      ) : checking ? (
        <CheckingLink />
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <Stack spacing={1}>
            <PasswordField
              label="Nuova password"
              name="new_password1"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              value={values.new_password1}
              onChange={(event) => change('new_password1')(event.target.value)}
              validationError={passwordError}
              serverError={serverErrors.new_password1}
            />
            <PasswordField
              label="Conferma nuova password"
              name="new_password2"
              autoComplete="new-password"
              value={values.new_password2}
              onChange={(event) => change('new_password2')(event.target.value)}
              validationError={repeatError}
              serverError={serverErrors.new_password2}
            />
          </Stack>
          <FormError message={formError} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!canSubmit}
            loading={submitting}
            sx={{ mt: 1, mb: 3 }}
          >
            Salva la nuova password
          </Button>
          <BackToSignIn />
        </Box>
      )}
    </AuthLayout>
  );
}
