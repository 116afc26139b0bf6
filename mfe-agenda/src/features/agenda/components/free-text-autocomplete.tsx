import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS, autocomplete } from '@colleghi/shared';

export interface FreeTextAutocompleteProps {
  kind: 'activities' | 'judges';
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * Suggestions from autocomplete/{kind}/ while typing, but any text is kept (an agenda entry is
 * the lawyer's own note: SearchSelect would only take suggestions).
 */
export function FreeTextAutocomplete({
  kind,
  label,
  name,
  value,
  onChange,
  error,
}: FreeTextAutocompleteProps) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      void autocomplete(kind, { search: value }).then((result) => {
        if (!current) return;
        setOptions(result.data?.results.map((item) => item.name) ?? []);
        setLoading(false);
      });
    }, SEARCH_DEBOUNCE_MS);
    // A newer keystroke wins over an older answer.
    return () => {
      current = false;
      clearTimeout(timer);
      setLoading(false);
    };
  }, [open, value, kind]);

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
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
