import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import {
  PROFILE_INCOMPLETE_MESSAGE,
  acceptInvitation,
  candidateActions,
  candidateLabels,
  deleteInvitation,
  isRequesterContactVisible,
  partyContacts,
  rejectInvitation,
  showToast,
} from '@colleghi/shared';
import type { Invitation } from '@colleghi/shared';
import { useActionRunner } from '../hooks/use-action-runner';
import { isProfileIncomplete } from '../utils/error-message';
import type { DetailProps } from './activity-list-layout';
import { CallButton } from './call-button';
import { ConfirmAction, type PendingConfirm } from './confirm-action';
import { ConfirmButton } from './confirm-button';
import { DemandDetails } from './demand-details';
import { RequesterSection } from './requester-section';
import { ProfileIncompleteDialog } from './profile-incomplete-dialog';

/** An invitation received: the request, its requester, and the candidate's answers. */
export function CandidateDetail({ item: invitation, onChange, onRemove }: DetailProps<Invitation>) {
  const { busy, run } = useActionRunner();
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const [profileIncomplete, setProfileIncomplete] = useState(false);
  const actions = candidateActions(invitation);
  const { demand } = invitation;
  const requester = demand.user;
  const visible = isRequesterContactVisible(invitation);

  const update = (updated: Invitation | null) => {
    if (updated) onChange(updated);
  };

  const accept = () =>
    run(() => acceptInvitation(invitation.id), {
      success: 'Disponibilità inviata al collega.',
      onSuccess: update,
      onRefused: (error) => {
        if (!isProfileIncomplete(error)) return false;
        showToast({ message: PROFILE_INCOMPLETE_MESSAGE, severity: 'error' });
        setProfileIncomplete(true);
        return true;
      },
    });

  return (
    <Stack spacing={3}>
      <DemandDetails demand={demand} labels={candidateLabels(invitation)} />
      <RequesterSection party={requester} visible={visible} />
      <Divider />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions.accept ? (
          <Button variant="contained" disabled={busy} onClick={accept}>
            Accetta
          </Button>
        ) : null}
        {actions.reject ? (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() =>
              run(() => rejectInvitation(invitation.id), {
                success: 'Invito rifiutato.',
                onSuccess: update,
              })
            }
          >
            Rifiuta
          </Button>
        ) : null}
        {actions.call ? <CallButton phone={partyContacts(requester, visible).phone} /> : null}
        {actions.delete ? (
          <ConfirmButton
            label="Elimina"
            busy={busy}
            onAsk={setPending}
            confirm={{
              title: 'Eliminare l’invito?',
              message: 'L’invito non comparirà più nei tuoi elenchi.',
              confirmLabel: 'Elimina',
              action: () =>
                run(() => deleteInvitation(invitation.id), {
                  success: 'Invito eliminato.',
                  onSuccess: onRemove,
                }),
            }}
            color="error"
          />
        ) : null}
      </Stack>
      <ConfirmAction pending={pending} busy={busy} onDone={() => setPending(null)} />
      <ProfileIncompleteDialog
        open={profileIncomplete}
        onClose={() => setProfileIncomplete(false)}
      />
    </Stack>
  );
}
