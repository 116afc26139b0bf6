import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { PASSWORD_HINT } from '@colleghi/rules';
import { getSignUpErrors } from '../utils/sign-up-form';
import type { SignUpFieldsProps } from '../utils/sign-up-form';
import { PasswordField } from './password-field';
import { ValidatedTextField } from './validated-text-field';

type CredentialsStepProps = SignUpFieldsProps & {
  /** The review shows the credentials again but not the consents, already given. */
  withConsents?: boolean;
};

/** Step 1: e-mail, password, terms and privacy. */
export function SignUpCredentialsStep({
  values,
  onChange,
  serverErrors,
  disabled = false,
  withConsents = true,
}: CredentialsStepProps) {
  const errors = getSignUpErrors(values);
  return (
    <Stack spacing={1}>
      <ValidatedTextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        validationError={errors.email}
        serverError={serverErrors.email}
        disabled={disabled}
      />
      <PasswordField
        name="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
        validationError={errors.password}
        serverError={serverErrors.password}
        disabled={disabled}
      />
      {withConsents && (
        <Stack>
          <FormControlLabel
            control={
              <Checkbox
                name="terms"
                checked={values.terms}
                onChange={(event) => onChange('terms', event.target.checked)}
                disabled={disabled}
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
          <FormControlLabel
            control={
              <Checkbox
                name="privacy"
                checked={values.privacy}
                onChange={(event) => onChange('privacy', event.target.checked)}
                disabled={disabled}
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
          <FormHelperText>Entrambi i consensi sono necessari per creare l’account.</FormHelperText>
        </Stack>
      )}
    </Stack>
  );
}
