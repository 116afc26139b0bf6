import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiResultOf, fromApi, showToast, serverErrorMessage } from '@colleghi/shared/platform';
import { ConfirmDialog, DelayedLoader } from '@colleghi/shared/ui';
import { getCalendarFeed, rotateCalendarFeed } from '../../../api/events';
import { agendaQueryKeys } from '../../../api/query-keys';

export const ROTATE_WARNING =
  'Il link attuale smetterà di funzionare: i calendari che lo usano non riceveranno più gli aggiornamenti finché non aggiungi il nuovo link.';

/** The private iCalendar feed: copy the URL into Google Calendar, Outlook or Apple Calendar. */
export function CalendarSyncDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const feed = useQuery({
    queryKey: agendaQueryKeys.feed,
    queryFn: () => fromApi(getCalendarFeed()),
    enabled: open,
  });
  const rotation = useMutation({
    mutationFn: () => fromApi(rotateCalendarFeed()),
    // The old link stopped working: the cache keeps only the new one.
    onSuccess: (fresh) => client.setQueryData(agendaQueryKeys.feed, fresh),
  });
  const url = feed.data?.url ?? null;
  // A new attempt hides the last failure while it runs, the loader shows instead.
  const error =
    feed.isError && !feed.isFetching
      ? serverErrorMessage(apiResultOf(feed.error)?.error ?? null)
      : null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showToast({ message: 'Link copiato negli appunti.', severity: 'success' });
    } catch {
      showToast({
        message: 'Impossibile copiare il link: selezionalo e copialo a mano.',
        severity: 'error',
      });
    }
  };

  const rotate = async () => {
    try {
      await rotation.mutateAsync();
      setConfirming(false);
      showToast({ message: 'Nuovo link generato.', severity: 'success' });
    } catch (failure) {
      setConfirming(false);
      const message = serverErrorMessage(apiResultOf(failure)?.error ?? null);
      showToast({ message, severity: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Sincronizza calendario</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Aggiungi questo link privato a Google Calendar, Outlook o Apple Calendar («Iscriviti a
            un calendario» o «Aggiungi da URL») per vedere i tuoi eventi. Non condividerlo: chi ha
            il link vede la tua agenda.
          </DialogContentText>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {!url && !error ? <DelayedLoader /> : null}
          {url ? (
            <TextField
              label="Link del calendario"
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setConfirming(true)} disabled={!url}>
          Genera un nuovo link
        </Button>
        <Button onClick={() => void copy()} disabled={!url}>
          Copia link
        </Button>
        <Button onClick={onClose} variant="contained">
          Chiudi
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title="Generare un nuovo link?"
        message={ROTATE_WARNING}
        confirmLabel="Genera"
        onConfirm={() => void rotate()}
        onCancel={() => setConfirming(false)}
        busy={rotation.isPending}
      />
    </Dialog>
  );
}
