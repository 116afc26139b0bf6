import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fromApi } from '@colleghi/shared/platform';
import Button from '@mui/material/Button';
import { CANCEL_WINDOW_MS } from '@colleghi/shared/domain';
import {
  annulDemand,
  deleteDemand,
  getDemand,
  markDemandPaid,
  stopDelay,
} from '../../../api/demands';
import { isCandidateContactVisible, partyContacts } from '../../../domain/masking';
import { requesterActions } from '../../../domain/buttons';
import { requesterLabels } from '../../../domain/labels';
import { activityQueryKeys } from '../../../api/query-keys';
import type { Demand, DemandCandidate } from '@colleghi/api-contract';
import { useDetailActions } from '../hooks/use-detail-actions';
import { useNowUntil } from '../hooks/use-now-until';
import type { DetailProps } from './activity-list-layout';
import { CallButton } from './call-button';
import { CandidateList } from './candidate-list';
import { CandidateProfilePanel } from './candidate-profile-panel';
import { ConfirmButton, DeleteButton } from './confirm-button';
import { DelayNotice } from './delay-notice';
import { DemandDetails } from './demand-details';
import { DetailLayout } from './detail-layout';

function findCandidate(demand: Demand, id: number | null): DemandCandidate | null {
  if (id === null) return null;
  if (demand.assigned_candidate?.id === id) return demand.assigned_candidate;
  return demand.active_candidates.find((candidate) => candidate.id === id) ?? null;
}

/** My request: its data, the colleagues available, and what the requester may do now. */
export function RequesterDetail({
  item: demand,
  onChange,
  onRemove,
  onStale,
}: DetailProps<Demand>) {
  const { busy, run, update, ask, confirm } = useDetailActions(onChange, onStale);
  const [candidateId, setCandidateId] = useState<number | null>(null);
  // The cancel button must disappear by itself when the 2 minutes end.
  const now = useNowUntil(new Date(demand.created_at).getTime() + CANCEL_WINDOW_MS);
  const actions = requesterActions(demand, now);

  // Candidates may have answered since the list was loaded: asked again on every opening (and
  // after every action), and only an answer asked for since the panel opened replaces the item.
  const fresh = useQuery({
    queryKey: activityQueryKeys.demand(demand.id),
    queryFn: () => fromApi(getDemand(demand.id)),
    staleTime: 0,
  });
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const freshDemand = fresh.isFetchedAfterMount ? fresh.data : undefined;
  useEffect(() => {
    if (freshDemand) latestOnChange.current(freshDemand);
  }, [freshDemand]);

  const assigned = demand.assigned_candidate;
  const assignedPhone = assigned
    ? partyContacts(assigned.user, isCandidateContactVisible(demand, assigned)).phone
    : null;

  return (
    <DetailLayout
      confirm={confirm}
      buttons={
        <>
          {actions.paid ? (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() =>
                run(() => markDemandPaid(demand.id), {
                  success: 'Attività segnata come pagata.',
                  onSuccess: update,
                })
              }
            >
              Segna come pagata
            </Button>
          ) : null}
          {actions.call ? <CallButton phone={assignedPhone} /> : null}
          {actions.cancel ? (
            <ConfirmButton
              label="Annulla richiesta"
              busy={busy}
              onAsk={ask}
              confirm={{
                title: 'Annullare la richiesta?',
                message: 'I colleghi invitati non potranno più dare la loro disponibilità.',
                confirmLabel: 'Annulla richiesta',
                cancelLabel: 'Indietro',
                action: () =>
                  run(() => annulDemand(demand.id), {
                    success: 'Richiesta annullata.',
                    onSuccess: update,
                  }),
              }}
              color="error"
            />
          ) : null}
          {actions.delete ? (
            <DeleteButton
              busy={busy}
              onAsk={ask}
              title="Eliminare la richiesta?"
              message="La richiesta non comparirà più nei tuoi elenchi."
              action={() =>
                run(() => deleteDemand(demand.id), {
                  success: 'Richiesta eliminata.',
                  onSuccess: onRemove,
                })
              }
            />
          ) : null}
        </>
      }
      dialogs={
        <CandidateProfilePanel
          demand={demand}
          candidate={findCandidate(demand, candidateId)}
          onClose={() => setCandidateId(null)}
          onAssigned={update}
        />
      }
    >
      <DemandDetails demand={demand} labels={requesterLabels(demand, now)} />
      <DelayNotice
        show={actions.delayNotice}
        stopDelay={actions.stopDelay}
        busy={busy}
        onStop={() =>
          run(() => stopDelay(demand.id), {
            success: 'La ricerca non sarà estesa ad altri colleghi.',
            onSuccess: update,
          })
        }
      />
      {assigned ? (
        <CandidateList
          title="Collega assegnato"
          candidates={[assigned]}
          onOpen={(candidate) => setCandidateId(candidate.id)}
        />
      ) : null}
      {demand.status === 'PENDING' ? (
        <CandidateList
          title="Colleghi disponibili"
          candidates={demand.active_candidates}
          emptyText="Nessun collega ha ancora dato la disponibilità."
          onOpen={(candidate) => setCandidateId(candidate.id)}
        />
      ) : null}
    </DetailLayout>
  );
}
