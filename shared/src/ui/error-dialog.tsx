import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ErrorDialogProps {
  open: boolean;
  onClose: () => void;
}

/** What to do after a server error: the catalogue's text says only that one happened. */
export const ERROR_NEXT_STEP =
  'L’operazione non è stata completata. Riprova tra qualche istante; se l’errore si ripete, ricarica la pagina.';

/** The "Errore" modal of the error catalogue, with what to do next. */
export function ErrorDialog({ open, onClose }: ErrorDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="global-error-title"
      aria-describedby="global-error-text"
    >
      <DialogTitle id="global-error-title">Errore</DialogTitle>
      <DialogContent>
        <div id="global-error-text">
          <DialogContentText>È stato rilevato un errore</DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>{ERROR_NEXT_STEP}</DialogContentText>
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Chiudi
        </Button>
      </DialogActions>
    </Dialog>
  );
}
