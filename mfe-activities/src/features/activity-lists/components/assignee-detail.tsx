import { assigneeActions } from '../../../domain/buttons';
import { assigneeLabels } from '../../../domain/labels';
import { completeDemand, deleteReceivedDemand } from '../../../api/received-demands';
import { partyContacts } from '../../../domain/masking';
import type { Demand } from '@colleghi/api-contract';
import { useDetailActions } from '../hooks/use-detail-actions';
import type { DetailProps } from './activity-list-layout';
import { CallButton } from './call-button';
import { ConfirmButton, DeleteButton } from './confirm-button';
import { DemandDetails } from './demand-details';
import { DetailLayout } from './detail-layout';
import { RequesterSection } from './requester-section';

// The assignee's candidacy is the assigned one, so the masking rule always unmasks the requester.
const REQUESTER_VISIBLE_TO_ASSIGNEE = true;

/** An activity assigned to me: the request, its requester's contacts, conclude and delete. */
export function AssigneeDetail({ item: demand, onChange, onRemove, onStale }: DetailProps<Demand>) {
  const { busy, run, update, ask, confirm } = useDetailActions(onChange, onStale);
  const actions = assigneeActions(demand);
  const requester = demand.user;
  const phone = partyContacts(requester, REQUESTER_VISIBLE_TO_ASSIGNEE).phone;

  return (
    <DetailLayout
      confirm={confirm}
      buttons={
        <>
          {actions.conclude ? (
            <ConfirmButton
              label="Concludi"
              busy={busy}
              onAsk={ask}
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
            <DeleteButton
              busy={busy}
              onAsk={ask}
              title="Eliminare l’incarico?"
              message="L’incarico non comparirà più nei tuoi elenchi."
              action={() =>
                run(() => deleteReceivedDemand(demand.id), {
                  success: 'Incarico eliminato.',
                  onSuccess: onRemove,
                })
              }
            />
          ) : null}
        </>
      }
    >
      <DemandDetails demand={demand} labels={assigneeLabels(demand)} />
      <RequesterSection party={requester} visible={REQUESTER_VISIBLE_TO_ASSIGNEE} />
    </DetailLayout>
  );
}
