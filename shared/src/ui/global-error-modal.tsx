import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAtom } from 'jotai';
import { globalErrorAtom } from '../http/global-error-atom';
import { sharedStore } from '../store';

/** The modal of the error catalogue for any status >= 500 (request() raises the flag). */
export function GlobalErrorModal() {
  const [open, setOpen] = useAtom(globalErrorAtom, { store: sharedStore });
  const close = () => setOpen(false);
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="global-error-title"
      aria-describedby="global-error-text"
    >
      <DialogTitle id="global-error-title">Errore</DialogTitle>
      <DialogContent>
        <DialogContentText id="global-error-text">È stato rilevato un errore</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained">
          Chiudi
        </Button>
      </DialogActions>
    </Dialog>
  );
}
