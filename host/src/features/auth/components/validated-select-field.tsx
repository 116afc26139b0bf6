import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

export type ValidatedSelectFieldProps = Omit<TextFieldProps, 'error' | 'helperText' | 'select'> & {
  /** Client-side validation message (null when valid); shown only after the first blur. */
  validationError?: string | null;
  /** Message from the server; always shown, and it wins over the client one. */
  serverError?: string | null;
};

/** A select (MUI's TextField with `select`) that complains only after the user leaves it. */
export function ValidatedSelectField({
  validationError = null,
  serverError = null,
  onBlur,
  ...props
}: ValidatedSelectFieldProps) {
  const [touched, setTouched] = useState(false);
  const message = serverError ?? (touched ? validationError : null);
  return (
    <TextField
      select
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
