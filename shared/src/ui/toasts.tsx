import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { atom, useAtom } from 'jotai';
import { sharedStore } from '../store';

export type ToastSeverity = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

export const TOAST_DURATION_MS = 5000;

/** Queue of toasts, oldest first; ToastHost shows the head. */
export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/** Works from anywhere (event handlers, fetch callbacks, other remotes): it writes sharedStore. */
export function showToast({
  message,
  severity,
}: {
  message: string;
  severity: ToastSeverity;
}): void {
  const toast: Toast = { id: nextId, message, severity };
  nextId += 1;
  sharedStore.set(toastsAtom, (queue) => [...queue, toast]);
}

export function ToastHost() {
  const [queue, setQueue] = useAtom(toastsAtom, { store: sharedStore });
  const current = queue[0];
  const dismiss = () => {
    if (current) setQueue((items) => items.filter((item) => item.id !== current.id));
  };
  return (
    <Snackbar
      // A new key per toast restarts the auto-hide timer for the next one in the queue.
      key={current?.id}
      open={current !== undefined}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {current ? (
        <Alert
          severity={current.severity}
          onClose={dismiss}
          variant="filled"
          sx={{ width: '100%' }}
        >
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
