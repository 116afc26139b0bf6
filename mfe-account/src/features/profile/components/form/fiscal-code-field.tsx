import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldsProps } from './field-props';
import { ProfileTextField } from './text-field';

export interface FiscalCodeFieldProps extends FieldsProps {
  required?: boolean;
  /** A message of the form's own, shown when the server has none for the field. */
  localError?: string;
  textFieldProps?: Partial<TextFieldProps>;
}

/** The fiscal code, upper-cased as typed, under the server's `fiscal_code` message. */
export function FiscalCodeField({
  values,
  errors,
  onChange,
  required,
  localError,
  textFieldProps,
}: FiscalCodeFieldProps) {
  return (
    <ProfileTextField
      label="Codice fiscale"
      name="fiscal_code"
      required={required}
      value={values.fiscal_code}
      onChange={(code) => onChange({ fiscal_code: code.toUpperCase() }, ['fiscal_code'])}
      error={errors.fiscal_code ?? localError}
      maxLength={16}
      textFieldProps={textFieldProps}
    />
  );
}
