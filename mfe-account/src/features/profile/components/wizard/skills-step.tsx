import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canAddSkill,
  isAccountant,
  isReservedSkill,
  wizardSkillsMax,
} from '../../../../domain/subscriptions/rules';
import type { Skill, User } from '@colleghi/api-contract';
import type { AllSkills } from '../../hooks/use-all-skills';
import { SLOT_TITLES, skillsOfSlot } from '../../utils/skills';
import { SkillChecklist } from '../skills/skill-checklist';
import { SkillsLoadState } from '../skills/skills-load-state';

export interface SkillsStepProps {
  user: User;
  /** The pickable skills, loaded once for the whole wizard. */
  all: AllSkills;
  selected: Skill[];
  onChange: (skills: Skill[]) => void;
  error?: string;
}

/** Step 2: at most 2 skills (4 when certified), each slot within its own limit. */
export function SkillsStep({ user, all, selected, onChange, error }: SkillsStepProps) {
  if (isAccountant(user)) {
    return (
      <Typography color="text.secondary">
        Come commercialista non devi scegliere competenze: ricevi le attività in base al tuo ufficio
        di riferimento. Prosegui al passaggio successivo.
      </Typography>
    );
  }
  const max = wizardSkillsMax(user);
  // The generic skill a profile may already hold counts towards no limit.
  const chosen = selected.filter((skill) => !isReservedSkill(skill)).length;
  const canAdd = (skill: Skill) => chosen < max && canAddSkill(user, selected, skill);
  const toggle = (skill: Skill, checked: boolean) =>
    onChange(checked ? [...selected, skill] : selected.filter((entry) => entry.id !== skill.id));

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        Scegli le materie per cui vuoi ricevere attività: al massimo {max} competenze
        {user.is_certified ? '.' : ' (4 con il profilo certificato).'} Selezionate: {chosen} di{' '}
        {max}.
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <SkillsLoadState all={all} />
      {!all.loading && !all.error
        ? (['basic', 'specific'] as const).map((slot) => (
            <section key={slot} aria-label={SLOT_TITLES[slot]}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {slot === 'basic' ? 'Materia principale' : SLOT_TITLES[slot]}
              </Typography>
              <SkillChecklist
                label={slot === 'basic' ? 'Materia principale' : SLOT_TITLES[slot]}
                options={skillsOfSlot(all.skills, slot)}
                selected={selected}
                onToggle={toggle}
                canAdd={canAdd}
              />
            </section>
          ))
        : null}
    </Stack>
  );
}
