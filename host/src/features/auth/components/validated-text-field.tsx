import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

export type ValidatedTextFieldProps = Omit<TextFieldProps, 'error' | 'helperText'> & {
  /** Client-side validation message (null when valid); shown only after the first blur. */
  validationError?: string | null;
  /** Message from the server; always shown, and it wins over the client one. */
  serverError?: string | null;
};

/** A TextField that waits for the user to leave it before complaining about its value. */
export function ValidatedTextField({
  validationError = null,
  serverError = null,
  onBlur,
  ...props
}: ValidatedTextFieldProps) {
  const [touched, setTouched] = useState(false);
  const message = serverError ?? (touched ? validationError : null);
  return (
    <TextField
      fullWidth
      {...props}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      error={Boolean(message)}
      helperText={message ?? ' '}
    />
  );
}
