import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useSearchSuggestions } from './use-search-suggestions';

export const SEARCH_DEBOUNCE_MS = 300;
export const EMPTY_SEARCH_TEXT = 'In questo momento non ci sono informazioni.';

export interface SearchSelectProps<T> {
  label: string;
  /**
   * The suggestions' key in the page's query cache, without the search text (e.g. ['cities']):
   * fields with the same key share their answers.
   */
  queryKey: QueryKey;
  /** Called 300 ms after the user stops typing; the server does the filtering. */
  fetchOptions: (search: string) => Promise<T[]>;
  getOptionLabel: (option: T) => string;
  value: T | null;
  onChange: (value: T | null) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  noOptionsText?: string;
  debounceMs?: number;
  name?: string;
  /** Defaults to comparing `id` when both options have one, else their labels. */
  isOptionEqualToValue?: (option: T, value: T) => boolean;
  /** The field was left (a form shows "required" only after that). */
  onBlur?: () => void;
}

/**
 * A field whose value can only be one of the server's suggestions (cities, offices, skills...).
 * Typing searches; leaving the field restores the label of the chosen value.
 */
export function SearchSelect<T>({
  label,
  queryKey,
  fetchOptions,
  getOptionLabel,
  value,
  onChange,
  error,
  disabled,
  required,
  noOptionsText = EMPTY_SEARCH_TEXT,
  debounceMs = SEARCH_DEBOUNCE_MS,
  name,
  isOptionEqualToValue,
  onBlur,
}: SearchSelectProps<T>) {
  const [open, setOpen] = useState(false);
  const [inputValue, setInputValue] = useState('');
  const equal = isOptionEqualToValue ?? ((a: T, b: T) => sameOption(a, b, getOptionLabel));
  // The label of the chosen value in the box (MUI puts it there on select) is not a search.
  const search = value && inputValue === getOptionLabel(value) ? '' : inputValue;
  const { options, loading } = useSearchSuggestions(
    queryKey,
    fetchOptions,
    search,
    open,
    debounceMs,
  );

  // MUI expects the value among the options; the chosen one may be from an earlier search.
  const shown =
    value && !options.some((option) => equal(option, value)) ? [value, ...options] : options;

  return (
    <Autocomplete<T, false, false, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={shown}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      inputValue={inputValue}
      onInputChange={(_event, next) => setInputValue(next)}
      getOptionLabel={getOptionLabel}
      isOptionEqualToValue={equal}
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
          required={required}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? (
                    <CircularProgress color="inherit" size={20} aria-label="Ricerca in corso" />
                  ) : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, name },
          }}
        />
      )}
    />
  );
}

function sameOption<T>(a: T, b: T, getOptionLabel: (option: T) => string): boolean {
  if (a === b) return true;
  const idA = idOf(a);
  const idB = idOf(b);
  if (idA !== undefined && idB !== undefined) return idA === idB;
  return getOptionLabel(a) === getOptionLabel(b);
}

function idOf(option: unknown): unknown {
  return option !== null && typeof option === 'object' && 'id' in option ? option.id : undefined;
}
