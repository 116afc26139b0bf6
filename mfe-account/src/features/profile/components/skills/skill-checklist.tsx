import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { NO_SKILLS_FOR_OFFICE } from '@colleghi/shared/domain';
import type { Skill } from '@colleghi/api-contract';

export interface SkillChecklistProps {
  /** Names the group for screen readers and tests. */
  label: string;
  options: Skill[];
  selected: readonly Skill[];
  onToggle: (skill: Skill, checked: boolean) => void;
  /** Whether an unticked skill may be ticked now (limits). */
  canAdd: (skill: Skill) => boolean;
  /** Whether a ticked skill may be unticked (locked until the subscription expires). */
  canRemove?: (skill: Skill) => boolean;
  columns?: number;
}

/** Ticks within the limits: beyond them the remaining boxes are disabled. */
export function SkillChecklist({
  label,
  options,
  selected,
  onToggle,
  canAdd,
  canRemove = () => true,
  columns = 2,
}: SkillChecklistProps) {
  if (options.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {NO_SKILLS_FOR_OFFICE}
      </Typography>
    );
  }
  return (
    <FormGroup
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
        columnGap: 2,
      }}
    >
      {options.map((skill) => {
        const checked = selected.some((entry) => entry.id === skill.id);
        const disabled = checked ? !canRemove(skill) : !canAdd(skill);
        return (
          <FormControlLabel
            key={skill.id}
            label={skill.name}
            disabled={disabled}
            control={
              <Checkbox
                checked={checked}
                onChange={(event) => onToggle(skill, event.target.checked)}
              />
            }
          />
        );
      })}
    </FormGroup>
  );
}
