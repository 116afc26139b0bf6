import { useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { PROFILE_MESSAGES } from '../../../../domain/subscriptions/messages';
import type { ApiResult } from '@colleghi/shared/platform';
import { applyUserChange } from '../../utils/apply-user-change';
import { DialogSaveActions } from '../dialog-save-actions';

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
    const saved = await applyUserChange(
      () => target.save(text.trim()),
      PROFILE_MESSAGES.descriptionUpdated,
    );
    setBusy(false);
    if (saved) onClose();
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
      <DialogSaveActions busy={busy} onCancel={onClose} onSave={() => void save()} />
    </>
  );
}
