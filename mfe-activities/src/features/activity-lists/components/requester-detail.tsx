import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import {
  CANCEL_WINDOW_MS,
  annulDemand,
  deleteDemand,
  getDemand,
  isCandidateContactVisible,
  markDemandPaid,
  partyContacts,
  requesterActions,
  requesterLabels,
  stopDelay,
} from '@colleghi/shared';
import type { Candidate, Demand } from '@colleghi/shared';
import { useActionRunner } from '../hooks/use-action-runner';
import { useNowUntil } from '../hooks/use-now-until';
import type { DetailProps } from './activity-list-layout';
import { CallButton } from './call-button';
import { CandidateList } from './candidate-list';
import { CandidateProfilePanel } from './candidate-profile-panel';
import { ConfirmAction, type PendingConfirm } from './confirm-action';
import { ConfirmButton } from './confirm-button';
import { DelayNotice } from './delay-notice';
import { DemandDetails } from './demand-details';

function findCandidate(demand: Demand, id: number | null): Candidate | null {
  if (id === null) return null;
  if (demand.assigned_candidate?.id === id) return demand.assigned_candidate;
  return demand.active_candidates.find((candidate) => candidate.id === id) ?? null;
}

/** My request: its data, the colleagues available, and what the requester may do now. */
export function RequesterDetail({ item: demand, onChange, onRemove }: DetailProps<Demand>) {
  const { busy, run } = useActionRunner();
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const [candidateId, setCandidateId] = useState<number | null>(null);
  // The cancel button must disappear by itself when the 2 minutes end.
  const now = useNowUntil(new Date(demand.created_at).getTime() + CANCEL_WINDOW_MS);
  const actions = requesterActions(demand, now);

  // Candidates may have answered since the list was loaded: refresh once on opening.
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  useEffect(() => {
    let current = true;
    void getDemand(demand.id).then((result) => {
      if (current && result.data) latestOnChange.current(result.data);
    });
    return () => {
      current = false;
    };
  }, [demand.id]);

  const update = (updated: Demand | null) => {
    if (updated) onChange(updated);
  };
  const assigned = demand.assigned_candidate;
  const assignedPhone = assigned
    ? partyContacts(assigned.user, isCandidateContactVisible(demand, assigned)).phone
    : null;

  return (
    <Stack spacing={3}>
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
      <Divider />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
            onAsk={setPending}
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
          <ConfirmButton
            label="Elimina"
            busy={busy}
            onAsk={setPending}
            confirm={{
              title: 'Eliminare la richiesta?',
              message: 'La richiesta non comparirà più nei tuoi elenchi.',
              confirmLabel: 'Elimina',
              action: () =>
                run(() => deleteDemand(demand.id), {
                  success: 'Richiesta eliminata.',
                  onSuccess: onRemove,
                }),
            }}
            color="error"
          />
        ) : null}
      </Stack>
      <ConfirmAction pending={pending} busy={busy} onDone={() => setPending(null)} />
      <CandidateProfilePanel
        demand={demand}
        candidate={findCandidate(demand, candidateId)}
        onClose={() => setCandidateId(null)}
        onAssigned={update}
      />
    </Stack>
  );
}
