import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { ROLE_LABELS, ROLES } from '@colleghi/shared/domain';
import type { Role } from '@colleghi/api-contract';
import { getSignUpErrors } from '../utils/sign-up-form';
import type { SignUpFieldsProps } from '../utils/sign-up-form';
import { ValidatedSelectField } from './validated-select-field';
import { ValidatedTextField } from './validated-text-field';

/** Step 0: role, first name, last name. */
export function SignUpPersonalStep({
  values,
  onChange,
  serverErrors,
  disabled = false,
}: SignUpFieldsProps) {
  const errors = getSignUpErrors(values);
  return (
    <Stack spacing={1}>
      <ValidatedSelectField
        label="Qualifica"
        name="type"
        value={values.type}
        onChange={(event) => onChange('type', event.target.value as Role)}
        validationError={errors.type}
        serverError={serverErrors.type}
        disabled={disabled}
      >
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </ValidatedSelectField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <ValidatedTextField
          label="Nome"
          name="first_name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={(event) => onChange('first_name', event.target.value)}
          validationError={errors.first_name}
          serverError={serverErrors.first_name}
          disabled={disabled}
        />
        <ValidatedTextField
          label="Cognome"
          name="last_name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={(event) => onChange('last_name', event.target.value)}
          validationError={errors.last_name}
          serverError={serverErrors.last_name}
          disabled={disabled}
        />
      </Stack>
    </Stack>
  );
}
