import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { GENERIC_SKILL_ID, NO_SKILLS_FOR_OFFICE } from '@colleghi/shared/domain';
import { DelayedLoader } from '@colleghi/shared/ui';
import { canRemoveSkill } from '../../../../domain/subscriptions/rules';
import type { Skill, User } from '@colleghi/api-contract';
import { useAllSkills } from '../../hooks/use-all-skills';
import { useSaveSkills } from '../../hooks/use-save-skills';
import { skillsOfSlot } from '../../utils/skills';
import { DialogSaveActions } from '../dialog-save-actions';

export interface BasicSkillDialogProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/** The generic skill the server hides from pick lists: a basic co-worker always has it. */
const GENERIC: Skill = {
  id: GENERIC_SKILL_ID,
  name: 'Generica',
  type: 'BASIC',
  is_main: false,
  description: null,
};

/**
 * The basic co-worker: the generic skill plus one main basic skill. Save needs both (more than
 * one basic skill selected).
 */
export function BasicSkillDialog({ user, open, onClose }: BasicSkillDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Collaboratore di base</DialogTitle>
      {open ? <BasicSkillEditor user={user} onClose={onClose} /> : null}
    </Dialog>
  );
}

function BasicSkillEditor({ user, onClose }: Omit<BasicSkillDialogProps, 'open'>) {
  const all = useAllSkills();
  const saver = useSaveSkills(user);
  const saved = user.profile.skills;
  const savedMain = saved.find((skill) => skill.type === 'BASIC' && skill.is_main) ?? null;
  const [main, setMain] = useState<Skill | null>(savedMain);
  const locked = savedMain !== null && !canRemoveSkill(user, savedMain.id, new Date());
  const options = skillsOfSlot(all.skills, 'basic');

  const others = saved.filter(
    (skill) => skill.id !== GENERIC_SKILL_ID && !(skill.type === 'BASIC' && skill.is_main),
  );
  const selection = [GENERIC, ...(main ? [main] : []), ...others];
  const basicCount = selection.filter((skill) => skill.type === 'BASIC').length;
  const unchanged = main?.id === savedMain?.id && saved.some((s) => s.id === GENERIC_SKILL_ID);

  const save = async () => {
    if (await saver.save(selection)) onClose();
  };

  return (
    <>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          Come collaboratore di base ricevi le attività generiche e quelle della materia principale
          che scegli qui.
        </DialogContentText>
        {all.loading ? <DelayedLoader /> : null}
        {!all.loading && options.length === 0 ? (
          <DialogContentText>{NO_SKILLS_FOR_OFFICE}</DialogContentText>
        ) : null}
        <RadioGroup
          aria-label="Materia principale"
          value={main ? String(main.id) : ''}
          onChange={(event) => {
            saver.clearError();
            setMain(options.find((skill) => String(skill.id) === event.target.value) ?? null);
          }}
        >
          {options.map((skill) => (
            <FormControlLabel
              key={skill.id}
              value={String(skill.id)}
              label={skill.name}
              disabled={locked}
              control={<Radio />}
            />
          ))}
        </RadioGroup>
        {saver.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {saver.error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogSaveActions
        busy={saver.busy}
        disabled={basicCount <= 1 || unchanged}
        onCancel={onClose}
        onSave={() => void save()}
      />
    </>
  );
}
