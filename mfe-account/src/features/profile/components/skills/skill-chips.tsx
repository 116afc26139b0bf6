import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Skill } from '@colleghi/api-contract';

export interface SkillChipsProps {
  skills: readonly Pick<Skill, 'id' | 'name'>[];
  label: string;
  empty: string;
}

/** The skills as a labelled list of chips, or the empty text. */
export function SkillChips({ skills, label, empty }: SkillChipsProps) {
  if (skills.length === 0) {
    return <Typography color="text.secondary">{empty}</Typography>;
  }
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {skills.map((skill) => (
        <li key={skill.id}>
          <Chip label={skill.name} color="primary" variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}
