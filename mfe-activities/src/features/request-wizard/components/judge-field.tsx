import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS, autocomplete } from '@colleghi/shared';

export interface JudgeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The judge: suggestions from autocomplete/judges/ while typing, but any name is accepted
 * (SearchSelect only takes suggestions, hence this free-text variant).
 */
export function JudgeField({ value, onChange, error }: JudgeFieldProps) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      void autocomplete('judges', { search: value }).then((result) => {
        if (!current) return;
        setOptions(result.data?.results.map((judge) => judge.name) ?? []);
        setLoading(false);
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
      renderInput={(params) => (
        <TextField
          {...params}
          label="Giudice (facoltativo)"
          name="judge"
          error={Boolean(error)}
          helperText={error ?? 'Scegli tra i suggerimenti o scrivi il nome.'}
        />
      )}
    />
  );
}
