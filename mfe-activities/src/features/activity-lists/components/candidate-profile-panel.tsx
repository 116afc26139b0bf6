import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, RightPanel } from '@colleghi/shared/ui';
import { assignCandidate } from '../../../api/demands';
import { canAssign } from '../../../domain/buttons';
import { displayName, isCandidateContactVisible } from '../../../domain/masking';
import type { Demand, DemandCandidate } from '@colleghi/api-contract';
import { useActionRunner } from '../hooks/use-action-runner';
import { PartyContacts } from './party-contacts';
import { PartyHeader } from './party-header';

export interface CandidateProfilePanelProps {
  demand: Demand;
  /** The candidate shown; null closes the panel. */
  candidate: DemandCandidate | null;
  onClose: () => void;
  onAssigned: (demand: Demand) => void;
}

/** The requester's look at a candidate: masked until the shared rule unmasks, 'Assegna' if allowed. */
export function CandidateProfilePanel({
  demand,
  candidate,
  onClose,
  onAssigned,
}: CandidateProfilePanelProps) {
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useActionRunner();
  // Kept while the panel slides out, so the content does not vanish mid-animation.
  const [shown, setShown] = useState<DemandCandidate | null>(candidate);
  if (candidate && candidate !== shown) setShown(candidate);

  const assign = async () => {
    if (!shown) return;
    await run(() => assignCandidate(demand.id, shown.id), {
      success: `Attività assegnata a ${displayName(shown.user)}.`,
      onSuccess: (updated) => {
        if (updated) onAssigned(updated);
      },
    });
    setConfirming(false);
  };

  const visible = shown ? isCandidateContactVisible(demand, shown) : false;
  const skills = shown?.user.profile.skills ?? [];

  return (
    <RightPanel open={candidate !== null} onClose={onClose} title="Profilo del collega">
      {shown ? (
        <Stack spacing={3}>
          <PartyHeader party={shown.user} contactsVisible={visible} large />
          {skills.length > 0 ? (
            <section aria-label="Competenze">
              <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
                Competenze
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {skills.map((skill) => (
                  <Chip key={skill.id} label={skill.name} size="small" />
                ))}
              </Stack>
            </section>
          ) : null}
          <PartyContacts party={shown.user} visible={visible} />
          {canAssign(demand, shown) ? (
            <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy}>
              Assegna
            </Button>
          ) : null}
          <ConfirmDialog
            open={confirming}
            title="Assegnare l’attività?"
            message={`L’attività sarà assegnata a ${displayName(shown.user)}; gli altri colleghi disponibili non potranno più essere scelti.`}
            confirmLabel="Assegna"
            busy={busy}
            onCancel={() => setConfirming(false)}
            onConfirm={assign}
          />
        </Stack>
      ) : null}
    </RightPanel>
  );
}
