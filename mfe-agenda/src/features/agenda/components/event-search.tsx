import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverErrorMessage } from '@colleghi/shared/platform';
import { DelayedLoader, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@colleghi/shared/ui';
import { searchEvents } from '../../../api/events';
import type { AgendaEvent } from '@colleghi/api-contract';
import { EventCard } from './event-card';

export const NO_RESULTS_TEXT = 'Nessun evento trovato.';

interface SearchState {
  search: string;
  results: AgendaEvent[];
  error: string | null;
}

/** The search toggle's field and results (events/?search, debounced 300 ms). */
export function EventSearch({ onOpen }: { onOpen: (event: AgendaEvent) => void }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState<SearchState | null>(null);

  useEffect(() => {
    if (!search) return undefined;
    let current = true;
    void searchEvents({ page: 1, search }).then((result) => {
      if (!current) return;
      setState({
        search,
        results: result.data?.results ?? [],
        error: result.data ? null : serverErrorMessage(result.error),
      });
    });
    // A newer search wins over an older answer.
    return () => {
      current = false;
    };
  }, [search]);

  const shown = search && state?.search === search ? state : null;
  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        label="Cerca eventi"
        placeholder="Parti, attività, giudice, note, NRG"
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
      />
      {search && !shown ? <DelayedLoader /> : null}
      {shown?.error ? <Alert severity="error">{shown.error}</Alert> : null}
      {shown && !shown.error && shown.results.length === 0 ? (
        <Typography color="text.secondary">{NO_RESULTS_TEXT}</Typography>
      ) : null}
      {shown && shown.results.length > 0 ? (
        <Stack
          component="ul"
          spacing={1}
          aria-label="Risultati della ricerca"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {shown.results.map((event) => (
            <li key={event.id}>
              <EventCard event={event} onOpen={onOpen} />
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
