import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { MESSAGES, validateFiscalCode } from '@colleghi/rules';
import { BirthDateField } from '../form/birth-date-field';
import type { FieldsProps } from '../form/field-props';
import { FiscalCodeField } from '../form/fiscal-code-field';

/** Step 3: birth date (day, month by name, year) and fiscal code, upper-cased as typed. */
export function IdentityStep({ values, errors, onChange }: FieldsProps) {
  const [left, setLeft] = useState(false);
  const invalid =
    values.fiscal_code.trim() !== '' && validateFiscalCode(values.fiscal_code) !== null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <BirthDateField values={values} errors={errors} onChange={onChange} required />
      <FiscalCodeField
        values={values}
        errors={errors}
        onChange={onChange}
        required
        localError={left && invalid ? MESSAGES.invalidFiscalCode : undefined}
        textFieldProps={{ onBlur: () => setLeft(true), onFocus: () => setLeft(false) }}
      />
    </Stack>
  );
}
