import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  loadCurrentUser,
  sharedStore,
  useAtomValue,
  userLoadFailedAtom,
  useSession,
} from '@colleghi/shared/platform';
import { DelayedLoader } from '@colleghi/shared/ui';

/** Waits for the signed-in user; if the API cannot be reached, says so and offers to retry. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const failed = useAtomValue(userLoadFailedAtom, { store: sharedStore });
  if (user) return <>{children}</>;
  if (!failed) return <DelayedLoader label="Caricamento del profilo" />;
  return (
    <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
      <Alert
        severity="error"
        sx={{ maxWidth: 560, width: '100%' }}
        action={
          <Button color="inherit" size="small" onClick={() => void loadCurrentUser()}>
            Riprova
          </Button>
        }
      >
        Non riusciamo a caricare il tuo profilo. Controlla la connessione e riprova.
      </Alert>
    </Box>
  );
}
