import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiResultOf, fromApi, serverErrorMessage } from '@colleghi/shared/platform';
import { DelayedLoader, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@colleghi/shared/ui';
import { searchEvents } from '../../../api/events';
import { agendaQueryKeys } from '../../../api/query-keys';
import type { AgendaEvent } from '@colleghi/api-contract';
import { EventCard } from './event-card';

export const NO_RESULTS_TEXT = 'Nessun evento trovato.';

interface SearchState {
  results: AgendaEvent[];
  error: string | null;
}

/** The search toggle's field and results (events/?search, debounced 300 ms). */
export function EventSearch({ onOpen }: { onOpen: (event: AgendaEvent) => void }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Keyed by the text: a newer search wins over an older answer.
  const found = useQuery({
    queryKey: agendaQueryKeys.search(search),
    queryFn: () => fromApi(searchEvents({ page: 1, search })),
    enabled: search !== '',
  });

  const shown: SearchState | null =
    !search || found.isPending
      ? null
      : found.isError
        ? { results: [], error: serverErrorMessage(apiResultOf(found.error)?.error ?? null) }
        : { results: found.data.results, error: null };
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
