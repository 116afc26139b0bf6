import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { EMPTY_SEARCH_TEXT, SEARCH_DEBOUNCE_MS } from './search-select';
import { useSearchSuggestions } from './use-search-suggestions';

export interface FreeTextSearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The suggestions' key in the page's query cache, without the search text. */
  queryKey: QueryKey;
  /** Called 300 ms after the user stops typing; the server does the filtering. */
  fetchSuggestions: (search: string) => Promise<string[]>;
  error?: string;
  /** Shown under the field when there is no error. */
  helperText?: string;
  name?: string;
  disabled?: boolean;
  noOptionsText?: string;
}

/**
 * Suggestions from the server while typing, but any text is kept (SearchSelect only takes
 * suggestions, hence this free-text variant: judges, agenda activities...).
 */
export function FreeTextSearchField({
  label,
  value,
  onChange,
  queryKey,
  fetchSuggestions,
  error,
  helperText,
  name,
  disabled,
  noOptionsText = EMPTY_SEARCH_TEXT,
}: FreeTextSearchFieldProps) {
  const [open, setOpen] = useState(false);
  const { options, loading } = useSearchSuggestions(
    queryKey,
    fetchSuggestions,
    value,
    open,
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      inputValue={value}
      onChange={(_event, next) => onChange(next ?? '')}
      onInputChange={(_event, next) => onChange(next)}
      filterOptions={(all) => all}
      loading={loading}
      loadingText="Caricamento in corso…"
      noOptionsText={noOptionsText}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
