import { Link as RouterLink } from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_MESSAGES } from '../../domain/subscriptions/messages';
import { useActivation } from './hooks/use-activation';
import { PageFrame } from './components/page-frame';
import { signInPath } from './utils/sign-in-path';

/** /subscription-activate: activates from the query, then the dashboard (or back to the plan). */
export function SubscriptionActivatePage() {
  const failure = useActivation();
  return (
    <PageFrame title="Attivazione abbonamento" maxWidth="sm">
      <Paper variant="outlined" sx={{ p: 4, borderRadius: 3 }}>
        {failure ? (
          <Stack spacing={2}>
            <Alert severity="error">
              <AlertTitle>Impossibile attivare l’abbonamento da questo link</AlertTitle>
              {failure.message}
            </Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button component={RouterLink} to={signInPath(failure.retryPath)} variant="contained">
                Accedi e riprova
              </Button>
              <Button component={RouterLink} to="/subscriptions" variant="outlined">
                Torna agli abbonamenti
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack spacing={2} role="status" sx={{ alignItems: 'center', textAlign: 'center' }}>
            <CircularProgress aria-label="Attivazione in corso" />
            <Typography>{SUBSCRIPTION_MESSAGES.activationInProgress}</Typography>
          </Stack>
        )}
      </Paper>
    </PageFrame>
  );
}
