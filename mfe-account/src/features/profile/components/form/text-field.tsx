import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

export interface ProfileTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  type?: string;
  multiline?: boolean;
  readOnly?: boolean;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  autoComplete?: string;
  /** Extra props for rare cases (upper-casing, rows). */
  textFieldProps?: Partial<TextFieldProps>;
}

/** A labelled text input whose server error shows under it. */
export function ProfileTextField({
  label,
  name,
  value,
  onChange,
  error,
  helperText,
  required,
  type,
  multiline,
  readOnly,
  inputMode,
  maxLength,
  autoComplete,
  textFieldProps,
}: ProfileTextFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      required={required}
      type={type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { readOnly, inputMode, maxLength } }}
      {...textFieldProps}
    />
  );
}
