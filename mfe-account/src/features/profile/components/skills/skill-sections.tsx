import { useState } from 'react';
import { Link as RouterLink } from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GENERIC_SKILL_ID, formatDate } from '@colleghi/shared/domain';
import {
  areSkillsLocked,
  skillCounts,
  skillLimits,
  skillsButtonLabel,
  skillsRemaining,
} from '../../../../domain/subscriptions/rules';
import type { SkillSlot } from '../../../../domain/subscriptions/rules';
import { SLOT_TITLES, skillsOfSlot } from '../../utils/skills';
import { SectionCard } from '../section-card';
import { BasicSkillDialog } from './basic-skill-dialog';
import { SkillChips } from './skill-chips';
import { SkillEditorDialog } from './skill-editor-dialog';
import type { User } from '@colleghi/api-contract';

/** Basic co-worker, specific and additional skills, each with its limits. */
export function SkillSections({ user }: { user: User }) {
  const [editing, setEditing] = useState<SkillSlot | null>(null);
  const saved = user.profile.skills;
  const limits = skillLimits(user);
  const counts = skillCounts(saved);
  const ofSlot = (slot: SkillSlot) => skillsOfSlot(saved, slot);
  const hasGeneric = saved.some((skill) => skill.id === GENERIC_SKILL_ID);
  const buttonLabel = skillsButtonLabel(user);
  const locked = areSkillsLocked(user, new Date());

  return (
    <Stack spacing={3}>
      {locked && user.skills_locked_until ? (
        <Alert severity="info">
          Le competenze salvate non possono essere rimosse fino al{' '}
          {formatDate(user.skills_locked_until)}, scadenza dell&apos;abbonamento.
        </Alert>
      ) : null}
      <SectionCard
        title={SLOT_TITLES.basic}
        description="Ricevi le attività generiche e quelle della tua materia principale."
        action={
          <Button variant="outlined" onClick={() => setEditing('basic')}>
            {counts.basic > 0 ? 'Modifica' : 'Scegli materia'}
          </Button>
        }
      >
        <SkillChips
          label={SLOT_TITLES.basic}
          skills={[
            ...(hasGeneric ? [{ id: GENERIC_SKILL_ID, name: 'Generica' }] : []),
            ...ofSlot('basic'),
          ]}
          empty="Non hai ancora scelto la tua materia principale."
        />
      </SectionCard>
      <SectionCard
        title={SLOT_TITLES.specific}
        description={`Utilizzate ${counts.specific} di ${limits.specific}. Hai 2 competenze gratuite${
          user.is_certified
            ? ' e 2 in più con Professional.'
            : '; con Professional ne hai 2 in più.'
        }`}
        action={
          <Button variant="contained" onClick={() => setEditing('specific')}>
            {buttonLabel}
          </Button>
        }
      >
        <SkillChips
          label={SLOT_TITLES.specific}
          skills={ofSlot('specific')}
          empty="Non hai ancora selezionato competenze specifiche."
        />
      </SectionCard>
      <SectionCard
        title={SLOT_TITLES.additional}
        description={
          limits.additional > 0
            ? `Competenze acquistate: ${limits.additional}. Competenze rimanenti: ${skillsRemaining(user, saved)}.`
            : 'Aggiungi al profilo altre competenze con un pacchetto di competenze aggiuntive.'
        }
        action={
          limits.additional > 0 ? (
            <Button variant="contained" onClick={() => setEditing('additional')}>
              {buttonLabel}
            </Button>
          ) : (
            <Button component={RouterLink} to="/subscription?type=additional_skills">
              Acquista competenze
            </Button>
          )
        }
      >
        {limits.additional > 0 ? (
          <SkillChips
            label={SLOT_TITLES.additional}
            skills={ofSlot('additional')}
            empty="Non hai ancora scelto le competenze acquistate."
          />
        ) : null}
      </SectionCard>
      <BasicSkillDialog user={user} open={editing === 'basic'} onClose={() => setEditing(null)} />
      <SkillEditorDialog
        user={user}
        open={editing === 'specific' || editing === 'additional'}
        slots={editing === 'additional' ? ['additional'] : ['specific']}
        title={buttonLabel}
        onClose={() => setEditing(null)}
      />
      {!user.is_certified ? (
        <Typography variant="body2" color="text.secondary">
          Senza abbonamento Professional puoi selezionare al massimo 2 competenze.
        </Typography>
      ) : null}
    </Stack>
  );
}
