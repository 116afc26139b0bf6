import { useState } from 'react';
import Button from '@mui/material/Button';
import { showToast } from '@colleghi/shared/platform';
import { EXPIRING_WINDOW_MS, PROFILE_INCOMPLETE_MESSAGE } from '@colleghi/shared/domain';
import { acceptInvitation, deleteInvitation, rejectInvitation } from '../../../api/invitations';
import { candidateActions } from '../../../domain/buttons';
import { candidateLabels } from '../../../domain/labels';
import { isRequesterContactVisible, partyContacts } from '../../../domain/masking';
import type { ApiErrorBody } from '@colleghi/shared/platform';
import { useDetailActions } from '../hooks/use-detail-actions';
import { useNowUntil } from '../hooks/use-now-until';
import type { DetailProps } from './activity-list-layout';
import { CallButton } from './call-button';
import { DeleteButton } from './confirm-button';
import { DemandDetails } from './demand-details';
import { DetailLayout } from './detail-layout';
import { RequesterSection } from './requester-section';
import { ProfileIncompleteDialog } from './profile-incomplete-dialog';
import type { Invitation } from '@colleghi/api-contract';

/** True when accept failed because the candidate's profile is incomplete. */
function isProfileIncomplete(error: ApiErrorBody | null): boolean {
  return error?.code === 'profile_incomplete';
}

/** An invitation received: the request, its requester, and the candidate's answers. */
export function CandidateDetail({
  item: invitation,
  onChange,
  onRemove,
  onStale,
}: DetailProps<Invitation>) {
  const { busy, run, update, ask, confirm } = useDetailActions(onChange, onStale);
  const [profileIncomplete, setProfileIncomplete] = useState(false);
  const actions = candidateActions(invitation);
  const { demand } = invitation;
  const requester = demand.user;
  const visible = isRequesterContactVisible(invitation);
  // 'In scadenza' from 24 h before the activity: the badge appears at that moment if still open.
  const now = useNowUntil(new Date(demand.datetime).getTime() - EXPIRING_WINDOW_MS);

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
    <DetailLayout
      confirm={confirm}
      buttons={
        <>
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
            <DeleteButton
              busy={busy}
              onAsk={ask}
              title="Eliminare l’invito?"
              message="L’invito non comparirà più nei tuoi elenchi."
              action={() =>
                run(() => deleteInvitation(invitation.id), {
                  success: 'Invito eliminato.',
                  onSuccess: onRemove,
                })
              }
            />
          ) : null}
        </>
      }
      dialogs={
        <ProfileIncompleteDialog
          open={profileIncomplete}
          onClose={() => setProfileIncomplete(false)}
        />
      }
    >
      <DemandDetails demand={demand} labels={candidateLabels(invitation, now)} />
      <RequesterSection party={requester} visible={visible} />
    </DetailLayout>
  );
}
