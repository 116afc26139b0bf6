import { useState } from 'react';
import { Link as RouterLink } from '@colleghi/shared/router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { ConfirmDialog } from '@colleghi/shared/ui';
import { PROFILE_MESSAGES } from '../../../../domain/subscriptions/messages';
import {
  canEditSkillDescription,
  freeQualificationSlots,
} from '../../../../domain/subscriptions/rules';
import { deleteCustomSkill, setCustomSkillDescription } from '../../../../api/profile';
import type { CustomSkill, User } from '@colleghi/api-contract';
import { applyUserChange } from '../../utils/apply-user-change';
import { SectionCard } from '../section-card';
import { AddQualificationDialog } from './add-qualification-dialog';
import { DescriptionDialog } from './description-dialog';
import type { DescriptionTarget } from './description-dialog';

/** Descriptive qualifications: one slot with Gold, more with the qualify subscription. */
export function QualificationsSection({ user }: { user: User }) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CustomSkill | null>(null);
  const [busy, setBusy] = useState(false);
  const [describing, setDescribing] = useState<DescriptionTarget | null>(null);
  const qualifications = user.profile.custom_skills;
  const free = freeQualificationSlots(user);
  const gold = canEditSkillDescription(user);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    await applyUserChange(
      () => deleteCustomSkill(removing.id),
      PROFILE_MESSAGES.qualificationRemoved,
    );
    setBusy(false);
    setRemoving(null);
  };

  return (
    <SectionCard
      title="Qualifiche descrittive"
      description={`Qualifiche disponibili: ${user.custom_skills_count}, di cui libere: ${free}.`}
      action={
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={free === 0}
          onClick={() => setAdding(true)}
        >
          Aggiungi qualifica
        </Button>
      }
    >
      {qualifications.length === 0 ? (
        <Typography color="text.secondary">
          Non hai ancora aggiunto qualifiche descrittive.
        </Typography>
      ) : (
        <List disablePadding aria-label="Le tue qualifiche">
          {qualifications.map((qualification) => (
            <ListItem
              key={qualification.id}
              divider
              disableGutters
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  {gold ? (
                    <Tooltip title="Modifica descrizione">
                      <IconButton
                        aria-label={`Modifica descrizione di ${qualification.name}`}
                        onClick={() =>
                          setDescribing({
                            name: qualification.name,
                            description: qualification.description,
                            save: (text) => setCustomSkillDescription(qualification.id, text),
                          })
                        }
                      >
                        <EditNoteIcon />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                  <Tooltip title="Rimuovi">
                    <IconButton
                      aria-label={`Rimuovi ${qualification.name}`}
                      onClick={() => setRemoving(qualification)}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              }
            >
              <ListItemText
                primary={qualification.name}
                secondary={qualification.description || undefined}
                sx={{ pr: gold ? 12 : 6 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {free === 0 ? (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Hai utilizzato tutte le qualifiche disponibili.
          </Typography>
          <Button component={RouterLink} to="/subscription?type=qualify" size="small">
            Acquista qualifiche
          </Button>
        </Stack>
      ) : null}
      <AddQualificationDialog open={adding} onClose={() => setAdding(false)} />
      <DescriptionDialog target={describing} onClose={() => setDescribing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={PROFILE_MESSAGES.removeQualificationTitle}
        message={PROFILE_MESSAGES.removeQualificationText}
        confirmLabel={PROFILE_MESSAGES.removeLabel}
        cancelLabel={PROFILE_MESSAGES.cancelLabel}
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
      />
    </SectionCard>
  );
}
