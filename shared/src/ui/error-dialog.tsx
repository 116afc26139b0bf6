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

/** The "Errore" modal of the error catalogue. */
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
        <DialogContentText id="global-error-text">È stato rilevato un errore</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Chiudi
        </Button>
      </DialogActions>
    </Dialog>
  );
}
