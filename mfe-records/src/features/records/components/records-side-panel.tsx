import { Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DelayedLoader, lazyNamed } from '@colleghi/shared/ui';
import type { RecordItem } from '@colleghi/api-contract';

// What the panel shows after a click (a record, the open-shared form with its text fields) loads
// then, with the delayed loader meanwhile: the first screen shows the prompt.
const OpenSharedRecordForm = lazyNamed(
  () => import('./open-shared-record-form'),
  'OpenSharedRecordForm',
);
const RecordPreview = lazyNamed(() => import('./record-preview'), 'RecordPreview');

export type PanelState =
  | { mode: 'empty' }
  | { mode: 'preview'; record: RecordItem }
  /** A followed link: is it a record the user already holds? */
  | { mode: 'checking'; link: string }
  | { mode: 'open'; link: string };

export interface RecordsSidePanelProps {
  state: PanelState;
  onOpened: (record: RecordItem) => void;
  onCancelForm: () => void;
}

/** The right-hand column: a prompt, the selected record, or the open-shared form. */
export function RecordsSidePanel({ state, onOpened, onCancelForm }: RecordsSidePanelProps) {
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-label="Dettaglio verbale"
      sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Suspense fallback={<DelayedLoader />}>
        {state.mode === 'preview' ? (
          <RecordPreview key={state.record.id} record={state.record} />
        ) : null}
        {state.mode === 'open' ? (
          // Keyed by the link, so a new ?shared= link refills the form.
          <OpenSharedRecordForm
            key={state.link}
            initialLink={state.link}
            onOpened={onOpened}
            onCancel={onCancelForm}
          />
        ) : null}
      </Suspense>
      {state.mode === 'checking' ? (
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress size={32} aria-hidden />
          <Typography variant="body2">Apertura del verbale…</Typography>
        </Stack>
      ) : null}
      {state.mode === 'empty' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography component="h2" variant="h6">
            Nessun verbale selezionato
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Seleziona un verbale dall’elenco per vederne link e codice di accesso, oppure apri un
            verbale che un collega ha condiviso con te con il pulsante ‘Apri un verbale condiviso’.
          </Typography>
        </Stack>
      ) : null}
    </Paper>
  );
}
