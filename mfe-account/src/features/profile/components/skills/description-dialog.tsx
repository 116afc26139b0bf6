import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { PROFILE_MESSAGES, loadCurrentUser, showToast } from '@colleghi/shared';
import type { ApiResult } from '@colleghi/shared';
import { errorMessage } from '../../utils/error-message';

export interface DescriptionTarget {
  /** What is described: the skill or qualification name. */
  name: string;
  description: string | null;
  save: (description: string) => Promise<ApiResult<unknown>>;
}

export interface DescriptionDialogProps {
  target: DescriptionTarget | null;
  onClose: () => void;
}

/** Gold users describe a skill or a qualification; failures are toasts with the server message. */
export function DescriptionDialog({ target, onClose }: DescriptionDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Descrizione di {target?.name}</DialogTitle>
      {target ? <DescriptionForm key={target.name} target={target} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DescriptionForm({ target, onClose }: { target: DescriptionTarget; onClose: () => void }) {
  const [text, setText] = useState(target.description ?? '');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const result = await target.save(text.trim());
    if (result.error) {
      setBusy(false);
      if (!result.error500) showToast({ message: errorMessage(result.error), severity: 'error' });
      return;
    }
    await loadCurrentUser();
    setBusy(false);
    showToast({ message: PROFILE_MESSAGES.descriptionUpdated, severity: 'success' });
    onClose();
  };

  return (
    <>
      <DialogContent>
        <TextField
          label="Descrizione"
          name="description"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          sx={{ mt: 1 }}
          helperText="Racconta ai colleghi la tua esperienza in questo ambito."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Annulla
        </Button>
        <Button variant="contained" onClick={() => void save()} loading={busy}>
          Salva
        </Button>
      </DialogActions>
    </>
  );
}
