import { useState } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import { MESSAGES, validateFiscalCode } from '@colleghi/rules';
import type { FieldsProps } from './field-props';
import { ProfileTextField } from './text-field';

export interface FiscalCodeFieldProps extends FieldsProps {
  required?: boolean;
  /** A message of the form's own, shown when the server has none for the field. */
  localError?: string;
  textFieldProps?: Partial<TextFieldProps>;
}

/**
 * The fiscal code, upper-cased as typed, under the server's `fiscal_code` message. A code that is
 * not valid is said once the field was left, and from then on as the user types (the sign-up's
 * way), not only after saving.
 */
export function FiscalCodeField({
  values,
  errors,
  onChange,
  required,
  localError,
  textFieldProps,
}: FiscalCodeFieldProps) {
  const [left, setLeft] = useState(false);
  const code = values.fiscal_code.trim();
  const invalid = left && code !== '' && validateFiscalCode(code) !== null;
  return (
    <ProfileTextField
      label="Codice fiscale"
      name="fiscal_code"
      required={required}
      value={values.fiscal_code}
      onChange={(code) => onChange({ fiscal_code: code.toUpperCase() }, ['fiscal_code'])}
      error={errors.fiscal_code ?? localError ?? (invalid ? MESSAGES.invalidFiscalCode : undefined)}
      maxLength={16}
      textFieldProps={{
        ...textFieldProps,
        onBlur: (event) => {
          setLeft(true);
          textFieldProps?.onBlur?.(event);
        },
      }}
    />
  );
}
