import { useEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { EMPTY_SEARCH_TEXT, SEARCH_DEBOUNCE_MS } from './search-select';

export interface FreeTextSearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
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
  fetchSuggestions,
  error,
  helperText,
  name,
  disabled,
  noOptionsText = EMPTY_SEARCH_TEXT,
}: FreeTextSearchFieldProps) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  // Parents usually pass an inline arrow: reading the latest one through a ref keeps a new
  // render of the parent from starting a new search.
  const latestFetch = useRef(fetchSuggestions);
  useEffect(() => {
    latestFetch.current = fetchSuggestions;
  });

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      latestFetch
        .current(value)
        .then((results) => {
          if (current) setOptions(results);
        })
        .catch(() => {
          if (current) setOptions([]);
        })
        .finally(() => {
          if (current) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    // A newer keystroke wins over an older answer.
    return () => {
      current = false;
      clearTimeout(timer);
      setLoading(false);
    };
  }, [open, value]);

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
