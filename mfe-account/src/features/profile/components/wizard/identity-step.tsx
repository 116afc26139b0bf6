import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { MESSAGES, validateFiscalCode } from '@colleghi/shared';
import { BirthDateFields } from '../form/birth-date-fields';
import type { FieldsProps } from '../form/field-props';
import { ProfileTextField } from '../form/text-field';

/** Step 3: birth date (day, month name, year) and fiscal code, upper-cased as typed. */
export function IdentityStep({ values, errors, onChange }: FieldsProps) {
  const [left, setLeft] = useState(false);
  const invalid =
    values.fiscal_code.trim() !== '' && validateFiscalCode(values.fiscal_code) !== null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <BirthDateFields
        day={values.birthDay}
        month={values.birthMonth}
        year={values.birthYear}
        onChange={(parts) => onChange(parts, ['birth_date'])}
        error={errors.birth_date}
        required
      />
      <ProfileTextField
        label="Codice fiscale"
        name="fiscal_code"
        required
        value={values.fiscal_code}
        onChange={(code) => onChange({ fiscal_code: code.toUpperCase() }, ['fiscal_code'])}
        error={errors.fiscal_code ?? (left && invalid ? MESSAGES.invalidFiscalCode : undefined)}
        maxLength={16}
        textFieldProps={{ onBlur: () => setLeft(true), onFocus: () => setLeft(false) }}
      />
    </Stack>
  );
}
