import { useState } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
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
import { ConfirmButton } from './confirm-button';
import { DemandDetails } from './demand-details';
import { RequesterSection } from './requester-section';

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
      <RequesterSection party={requester} visible={REQUESTER_VISIBLE_TO_ASSIGNEE} />
      <Divider />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions.conclude ? (
          <ConfirmButton
            label="Concludi"
            busy={busy}
            onAsk={setPending}
            confirm={{
              title: 'Concludere l’attività?',
              message:
                'L’operazione è irreversibile: una volta conclusa, l’attività non potrà più tornare in esecuzione.',
              confirmLabel: 'Concludi',
              action: () =>
                run(() => completeDemand(demand.id), {
                  success: 'Attività conclusa.',
                  onSuccess: update,
                }),
            }}
            variant="contained"
          />
        ) : null}
        {actions.call ? <CallButton phone={phone} /> : null}
        {actions.delete ? (
          <ConfirmButton
            label="Elimina"
            busy={busy}
            onAsk={setPending}
            confirm={{
              title: 'Eliminare l’incarico?',
              message: 'L’incarico non comparirà più nei tuoi elenchi.',
              confirmLabel: 'Elimina',
              action: () =>
                run(() => deleteReceivedDemand(demand.id), {
                  success: 'Incarico eliminato.',
                  onSuccess: onRemove,
                }),
            }}
            color="error"
          />
        ) : null}
      </Stack>
      <ConfirmAction pending={pending} busy={busy} onDone={() => setPending(null)} />
    </Stack>
  );
}
