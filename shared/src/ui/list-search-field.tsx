import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface ListSearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The small search field above a list (activities, courses), filtering as the user types.
 * Built from TextField's parts: TextField itself also imports Select, and with it the menu,
 * popover and modal code that a list's first screen never shows.
 */
export function ListSearchField({ label, placeholder, value, onChange }: ListSearchFieldProps) {
  const id = useId();
  return (
    <FormControl size="small">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormControl>
  );
}
