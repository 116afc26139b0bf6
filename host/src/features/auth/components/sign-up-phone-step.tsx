import { getSignUpErrors } from '../utils/sign-up-form';
import type { SignUpFieldsProps } from '../utils/sign-up-form';
import { ValidatedTextField } from './validated-text-field';

/** Step 3: the mobile phone number. */
export function SignUpPhoneStep({
  values,
  onChange,
  serverErrors,
  disabled = false,
}: SignUpFieldsProps) {
  return (
    <ValidatedTextField
      label="Cellulare"
      name="phone"
      type="tel"
      autoComplete="tel"
      placeholder="Es. 333 1234567"
      value={values.phone}
      onChange={(event) => onChange('phone', event.target.value)}
      validationError={getSignUpErrors(values).phone}
      serverError={serverErrors.phone}
      disabled={disabled}
    />
  );
}
