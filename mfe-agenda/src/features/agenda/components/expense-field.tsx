import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { integerOnly } from '../../../domain/form';

export interface ExpenseFieldProps {
  label: string;
  name: string;
  /** The integer digits the form keeps. */
  value: string;
  onChange: (digits: string) => void;
  error?: string;
}

// Digits with at most one decimal separator: what the field may show while it has the focus.
const TYPED_AMOUNT = /^\d*(?:[.,]\d*)?/;

/**
 * An expense in whole euro. The form only ever holds integerOnly's digits; the box keeps showing
 * the decimals the user typed until it loses the focus, so '12,50' typed key by key becomes 12,
 * not 1250 (dropping the comma alone would glue the decimals onto the euro).
 */
export function ExpenseField({ label, name, value, onChange, error }: ExpenseFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextField
      label={label}
      name={name}
      value={typed ?? value}
      onChange={(event) => {
        const raw = TYPED_AMOUNT.exec(event.target.value.replace(/[^\d.,]/g, ''))?.[0] ?? '';
        setTyped(raw);
        onChange(integerOnly(raw));
      }}
      onBlur={() => setTyped(null)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
}
