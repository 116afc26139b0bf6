import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS, type Toast } from './toast-store';

export interface ToastSnackbarProps {
  current: Toast | undefined;
  onDismiss: () => void;
}

export function ToastSnackbar({ current, onDismiss }: ToastSnackbarProps) {
  return (
    <Snackbar
      // A new key per toast restarts the auto-hide timer for the next one in the queue.
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
    </Snackbar>
  );
}
