import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@colleghi/shared/ui';
import { PROFILE_MESSAGES } from '../../../../domain/subscriptions/messages';
import {
  canAddSkill,
  canRemoveSkill,
  skillCounts,
  skillLimits,
} from '../../../../domain/subscriptions/rules';
import type { SkillSlot } from '../../../../domain/subscriptions/rules';
import { useAllSkills } from '../../hooks/use-all-skills';
import { useSaveSkills } from '../../hooks/use-save-skills';
import { SLOT_TITLES, skillsOfSlot, usesSubscriptionSlots } from '../../utils/skills';
import { DialogSaveActions } from '../dialog-save-actions';
import { SkillChecklist } from './skill-checklist';
import { SkillsLoadState } from './skills-load-state';
import type { Skill, User } from '@colleghi/api-contract';

export interface SkillEditorDialogProps {
  user: User;
  open: boolean;
  /** The sections the editor shows (specific, additional). */
  slots: SkillSlot[];
  title: string;
  onClose: () => void;
}

/** Ticks skills within the limits; a selection using paid slots is confirmed before saving. */
export function SkillEditorDialog({ user, open, slots, title, onClose }: SkillEditorDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open ? <SkillEditor user={user} slots={slots} onClose={onClose} /> : null}
    </Dialog>
  );
}

function SkillEditor({ user, slots, onClose }: Omit<SkillEditorDialogProps, 'open' | 'title'>) {
  const all = useAllSkills();
  const saver = useSaveSkills(user);
  const [selection, setSelection] = useState<Skill[]>(user.profile.skills);
  const [confirming, setConfirming] = useState(false);
  const now = new Date();
  const limits = skillLimits(user);
  const counts = skillCounts(selection);
  const changed =
    selection.length !== user.profile.skills.length ||
    selection.some((skill) => !user.profile.skills.some((saved) => saved.id === skill.id));

  const toggle = (skill: Skill, checked: boolean) => {
    saver.clearError();
    setSelection((old) =>
      checked ? [...old, skill] : old.filter((entry) => entry.id !== skill.id),
    );
  };

  const save = async () => {
    setConfirming(false);
    if (await saver.save(selection)) onClose();
  };

  return (
    <>
      <DialogContent dividers>
        <SkillsLoadState all={all} />
        {!all.loading && !all.error ? (
          <Stack spacing={3}>
            {slots.map((slot) => (
              <section key={slot} aria-label={SLOT_TITLES[slot]}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {SLOT_TITLES[slot]}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {counts[slot]} di {limits[slot]}
                  </Typography>
                </Stack>
                <SkillChecklist
                  label={SLOT_TITLES[slot]}
                  options={skillsOfSlot(all.skills, slot)}
                  selected={selection}
                  onToggle={toggle}
                  canAdd={(skill) => canAddSkill(user, selection, skill)}
                  canRemove={(skill) => canRemoveSkill(user, skill.id, now)}
                />
              </section>
            ))}
          </Stack>
        ) : null}
        {saver.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {saver.error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogSaveActions
        busy={saver.busy}
        disabled={!changed || all.loading}
        onCancel={onClose}
        onSave={() => (usesSubscriptionSlots(selection) ? setConfirming(true) : void save())}
      />
      <ConfirmDialog
        open={confirming}
        title="Modifica competenze"
        message={PROFILE_MESSAGES.confirmSkills}
        confirmLabel="Conferma"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void save()}
      />
    </>
  );
}
