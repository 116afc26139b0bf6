import { useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import { autocomplete } from '@colleghi/shared/platform';
import { FreeTextSearchField } from '@colleghi/shared/ui';
import { PROFILE_MESSAGES } from '../../../../domain/subscriptions/messages';
import { canSaveQualification } from '../../../../domain/subscriptions/rules';
import { createCustomSkill } from '../../../../api/profile';
import { applyUserChange } from '../../utils/apply-user-change';
import { DialogSaveActions } from '../dialog-save-actions';

const fetchQualifications = async (search: string): Promise<string[]> =>
  (await autocomplete('profile-custom-skills', { search })).data?.results.map((q) => q.name) ?? [];

export interface AddQualificationDialogProps {
  open: boolean;
  onClose: () => void;
}

/** A new descriptive qualification; Save stays disabled while the trimmed name is empty. */
export function AddQualificationDialog({ open, onClose }: AddQualificationDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Nuova qualifica</DialogTitle>
      {open ? <AddQualificationForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function AddQualificationForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    await applyUserChange(() => createCustomSkill(name.trim()), PROFILE_MESSAGES.skillAdded);
    setBusy(false);
    // A refusal is an error toast with the server's message, and the dialog closes.
    onClose();
  };

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Scegli tra le qualifiche suggerite o scrivine una nuova.
        </DialogContentText>
        <Box>
          <FreeTextSearchField
            label="Qualifica"
            name="qualification"
            value={name}
            onChange={setName}
            queryKey={['autocomplete', 'profile-custom-skills']}
            fetchSuggestions={fetchQualifications}
          />
        </Box>
      </DialogContent>
      <DialogSaveActions
        busy={busy}
        disabled={!canSaveQualification(name)}
        onCancel={onClose}
        onSave={() => void save()}
      />
    </>
  );
}
