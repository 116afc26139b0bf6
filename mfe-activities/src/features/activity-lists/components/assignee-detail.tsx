import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  assigneeActions,
  assigneeLabels,
  completeDemand,
  deleteReceivedDemand,
  partyContacts,
} from '@colleghi/shared';
import type { Demand } from '@colleghi/shared';
import { useActionRunner } from '../hooks/use-action-runner';
import type { DetailProps } from './activity-list-layout';
import { CallButton } from './call-button';
import { ConfirmAction, type PendingConfirm } from './confirm-action';
import { DemandDetails } from './demand-details';
import { PartyContacts } from './party-contacts';
import { PartyHeader } from './party-header';

// The assignee's candidacy is the assigned one, so the masking rule always unmasks the requester.
const REQUESTER_VISIBLE_TO_ASSIGNEE = true;

/** An activity assigned to me: the request, its requester's contacts, conclude and delete. */
export function AssigneeDetail({ item: demand, onChange, onRemove }: DetailProps<Demand>) {
  const { busy, run } = useActionRunner();
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const actions = assigneeActions(demand);
  const requester = demand.user;
  const phone = partyContacts(requester, REQUESTER_VISIBLE_TO_ASSIGNEE).phone;

  const update = (updated: Demand | null) => {
    if (updated) onChange(updated);
  };

  return (
    <Stack spacing={3}>
      <DemandDetails demand={demand} labels={assigneeLabels(demand)} />
      <section aria-label="Richiedente">
        <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
          Richiedente
        </Typography>
        <Stack spacing={2}>
          <PartyHeader party={requester} contactsVisible={REQUESTER_VISIBLE_TO_ASSIGNEE} />
          <PartyContacts party={requester} visible={REQUESTER_VISIBLE_TO_ASSIGNEE} />
        </Stack>
      </section>
      <Divider />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions.conclude ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              setPending({
                title: 'Concludere l’attività?',
                message:
                  'L’operazione è irreversibile: una volta conclusa, l’attività non potrà più tornare in esecuzione.',
                confirmLabel: 'Concludi',
                action: () =>
                  run(() => completeDemand(demand.id), {
                    success: 'Attività conclusa.',
                    onSuccess: update,
                  }),
              })
            }
          >
            Concludi
          </Button>
        ) : null}
        {actions.call ? <CallButton phone={phone} /> : null}
        {actions.delete ? (
          <Button
            color="error"
            variant="outlined"
            disabled={busy}
            onClick={() =>
              setPending({
                title: 'Eliminare l’incarico?',
                message: 'L’incarico non comparirà più nei tuoi elenchi.',
                confirmLabel: 'Elimina',
                action: () =>
                  run(() => deleteReceivedDemand(demand.id), {
                    success: 'Incarico eliminato.',
                    onSuccess: onRemove,
                  }),
              })
            }
          >
            Elimina
          </Button>
        ) : null}
      </Stack>
      <ConfirmAction pending={pending} busy={busy} onDone={() => setPending(null)} />
    </Stack>
  );
}
