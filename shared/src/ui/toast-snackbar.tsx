import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createPortal } from 'react-dom';
import { TOAST_DURATION_MS, type Toast } from './toast-store';

export interface ToastSnackbarProps {
  current: Toast | undefined;
  onDismiss: () => void;
}

export function ToastSnackbar({ current, onDismiss }: ToastSnackbarProps) {
  // An open dialog marks the rest of the page aria-hidden when it opens, so a toast inside the
  // app's root would be silent for screen readers ("Evento salvato" behind "Modifica evento").
  // Each toast mounts a new element at the end of <body>, after the dialog has done so.
  return createPortal(
    <Snackbar
      // A new key per toast restarts the auto-hide timer for the next one in the queue, and
      // gives it the new element.
      key={current?.id}
      open={current !== undefined}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onDismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {current ? (
        <Alert
          severity={current.severity}
          onClose={onDismiss}
          variant="filled"
          sx={{ width: '100%' }}
        >
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>,
    document.body,
  );
}
