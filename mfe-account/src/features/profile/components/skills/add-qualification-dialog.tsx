import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import {
  FreeTextSearchField,
  PROFILE_MESSAGES,
  autocomplete,
  canSaveQualification,
  createCustomSkill,
  loadCurrentUser,
  showToast,
} from '@colleghi/shared';
import { errorMessage } from '../../utils/error-message';

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
    const result = await createCustomSkill(name.trim());
    if (result.error) {
      setBusy(false);
      // Spec 02 §8: the server message as an error toast, and the dialog closes.
      if (!result.error500) showToast({ message: errorMessage(result.error), severity: 'error' });
      onClose();
      return;
    }
    await loadCurrentUser();
    setBusy(false);
    showToast({ message: PROFILE_MESSAGES.skillAdded, severity: 'success' });
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
            fetchSuggestions={fetchQualifications}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Annulla
        </Button>
        <Button
          variant="contained"
          disabled={!canSaveQualification(name)}
          loading={busy}
          onClick={() => void save()}
        >
          Salva
        </Button>
      </DialogActions>
    </>
  );
}
