import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { showToast, serverErrorMessage } from '@colleghi/shared/platform';
import { ConfirmDialog, DelayedLoader } from '@colleghi/shared/ui';
import { getCalendarFeed, rotateCalendarFeed } from '../../../api/events';

export const ROTATE_WARNING =
  'Il link attuale smetterà di funzionare: i calendari che lo usano non riceveranno più gli aggiornamenti finché non aggiungi il nuovo link.';

/** The private iCalendar feed: copy the URL into Google Calendar, Outlook or Apple Calendar. */
export function CalendarSyncDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    setError(null);
    void getCalendarFeed().then((result) => {
      if (!current) return;
      if (result.data) setUrl(result.data.url);
      else setError(serverErrorMessage(result.error));
    });
    return () => {
      current = false;
    };
  }, [open]);

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
    setRotating(true);
    const result = await rotateCalendarFeed();
    setRotating(false);
    setConfirming(false);
    if (!result.data) {
      showToast({ message: serverErrorMessage(result.error), severity: 'error' });
      return;
    }
    setUrl(result.data.url);
    showToast({ message: 'Nuovo link generato.', severity: 'success' });
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
        busy={rotating}
      />
    </Dialog>
  );
}
