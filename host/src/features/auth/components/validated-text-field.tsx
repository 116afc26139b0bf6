import { useId, useState } from 'react';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export type ValidatedTextFieldProps = {
  label: ReactNode;
  name?: string;
  value: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  /** Shown at the end of the input (the password's show/hide and help buttons). */
  endAdornment?: ReactNode;
  /** Client-side validation message (null when valid); shown only after the first blur. */
  validationError?: string | null;
  /** Message from the server; always shown, and it wins over the client one. */
  serverError?: string | null;
  /** Ids of more text about the field (the password rules), read with its message. */
  describedBy?: string;
  /** Shown under the message: text the field keeps in sight, such as the password rules. */
  children?: ReactNode;
};

/**
 * A text field that waits for the user to leave it before complaining about its value.
 * Built from the parts MUI's TextField is made of (form control, label, outlined input, helper
 * text), with the same markup: TextField also imports Select, and with it the menu, popover and
 * modal code that no field of these forms uses, on /signin's first load.
 */
export function ValidatedTextField({
  label,
  validationError = null,
  serverError = null,
  onBlur,
  fullWidth = true,
  disabled,
  endAdornment,
  describedBy,
  children,
  ...input
}: ValidatedTextFieldProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const message = serverError ?? (touched ? validationError : null);
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth={fullWidth} disabled={disabled} error={Boolean(message)}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        endAdornment={endAdornment}
        aria-describedby={describedBy ? `${helperId} ${describedBy}` : helperId}
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
      />
      <FormHelperText id={helperId}>{message ?? ' '}</FormHelperText>
      {children}
    </FormControl>
  );
}
