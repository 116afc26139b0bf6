import { useId } from 'react';
import { Link as RouterLink } from '@colleghi/shared/router';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

export interface MemberSuccessDialogProps {
  open: boolean;
  onClose: () => void;
}

/** After a logged-in request: where to go next. */
export function MemberSuccessDialog({ open, onClose }: MemberSuccessDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircle color="success" aria-hidden />
          <span>Richiesta inviata</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          Abbiamo inviato la tua richiesta ai colleghi. Riceverai una notifica quando qualcuno si
          renderà disponibile.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button component={RouterLink} to="/dashboard">
          Torna alla dashboard
        </Button>
        <Button component={RouterLink} to="/activity-request" variant="contained">
          Vai alle mie richieste
        </Button>
      </DialogActions>
    </Dialog>
  );
}
