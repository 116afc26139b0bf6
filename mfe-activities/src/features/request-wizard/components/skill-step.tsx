import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import RadioGroup from '@mui/material/RadioGroup';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NO_SKILLS_FOR_OFFICE, estimateRoleFor } from '@colleghi/shared/domain';
import { DelayedLoader } from '@colleghi/shared/ui';
import { isSkillLocked, withSkill } from '../../../domain/wizard';
import { useOfficeSkills } from '../hooks/use-office-skills';
import { ChoiceCard } from './choice-card';
import type { StepProps } from './step-props';

/** Step 4: the skill, among those the colleagues of the chosen office hold. */
export function SkillStep({ draft, onChange, role, errors, titleId }: StepProps) {
  const locked = isSkillLocked(draft);
  const { skills, loading, failed, retry } = useOfficeSkills(
    draft.office?.id ?? null,
    estimateRoleFor(role),
    !locked,
  );
  const error = errors.skill ? <FormHelperText error>{errors.skill}</FormHelperText> : null;

  if (locked) {
    return (
      <>
        <Alert severity="info" variant="outlined">
          Per le attività di cancelleria la competenza è impostata automaticamente:{' '}
          <strong>{draft.skill?.name}</strong>.
        </Alert>
        {error}
      </>
    );
  }
  if (loading) return <DelayedLoader label="Caricamento delle competenze" />;
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Riprova
          </Button>
        }
      >
        Non è stato possibile caricare le competenze del foro.
      </Alert>
    );
  }
  if (skills.length === 0) return <Alert severity="info">{NO_SKILLS_FOR_OFFICE}</Alert>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Competenze dei colleghi di {draft.office?.name}.
      </Typography>
      <RadioGroup
        aria-labelledby={titleId}
        value={draft.skill ? String(draft.skill.id) : ''}
        onChange={(event) => {
          const skill = skills.find((item) => String(item.id) === event.target.value) ?? null;
          onChange(withSkill(draft, skill));
        }}
      >
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {skills.map((skill) => (
            <ChoiceCard
              key={skill.id}
              value={String(skill.id)}
              checked={draft.skill?.id === skill.id}
              name={skill.name}
            >
              <Typography component="span" sx={{ display: 'block', px: 1.5, py: 1 }}>
                {skill.name}
              </Typography>
            </ChoiceCard>
          ))}
        </Box>
      </RadioGroup>
      {error}
    </>
  );
}
