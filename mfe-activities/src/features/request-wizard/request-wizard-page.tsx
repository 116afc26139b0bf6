import { useState } from 'react';
import { useParams } from '@colleghi/shared/router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSession } from '@colleghi/shared/platform';
import { DEMAND_TYPE_VALUES, demandTypesFor } from '@colleghi/shared/domain';
import { DelayedLoader } from '@colleghi/shared/ui';
import type { DemandType, Role } from '@colleghi/api-contract';
import { RequestWizard } from './components/request-wizard';
import { useDraftSetup } from './hooks/use-draft-setup';
import { PAGE_TITLE } from './utils/wizard-texts';

function parseType(raw: string | undefined, role: Role | null): DemandType | null {
  const upper = raw?.toUpperCase();
  const type = DEMAND_TYPE_VALUES.find((value) => value === upper) ?? null;
  // An accountant's link to DOMICILIARY preselects nothing rather than a type they cannot send.
  return type && demandTypesFor(role).some((option) => option.value === type) ? type : null;
}

/** /request-activities/:type? — the full wizard when signed in, the guest variant otherwise. */
export function RequestWizardPage() {
  const { type: typeParam } = useParams();
  const { isAuthenticated, user } = useSession();
  // A guest's send signs them in midway; the guest variant must stay until its success screen.
  const [guestSending, setGuestSending] = useState(false);
  const isGuest = !isAuthenticated || guestSending;
  const role = isGuest ? null : (user?.profile.type ?? null);
  // The role decides the types and lists offered: wait for the user behind the token.
  const waitingForUser = !isGuest && user === null;
  const preselected = waitingForUser ? null : parseType(typeParam, role);

  const ready = useDraftSetup(
    isGuest ? null : (user?.id ?? null),
    preselected,
    role,
    !waitingForUser,
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {PAGE_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {/* Once the guest's account exists (the send registers them), no promise to create one. */}
        {!isAuthenticated
          ? 'Trova in pochi passaggi un collega del foro che svolga l’attività per te. Non serve un account: lo creiamo noi con i tuoi dati.'
          : 'Trova in pochi passaggi un collega del foro che svolga l’attività per te.'}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
        {!ready ? (
          <DelayedLoader />
        ) : (
          <RequestWizard isGuest={isGuest} role={role} onGuestSend={() => setGuestSending(true)} />
        )}
      </Paper>
    </Container>
  );
}
