import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_MESSAGES } from '@colleghi/shared';
import { useActivation } from './hooks/use-activation';
import { PageFrame } from './components/page-frame';

/** /subscription-activate: activates from the query, then the dashboard (or back to the plan). */
export function SubscriptionActivatePage() {
  useActivation();
  return (
    <PageFrame title="Attivazione abbonamento" maxWidth="sm">
      <Paper variant="outlined" sx={{ p: 4, borderRadius: 3 }}>
        <Stack spacing={2} role="status" sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CircularProgress aria-label="Attivazione in corso" />
          <Typography>{SUBSCRIPTION_MESSAGES.activationInProgress}</Typography>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
