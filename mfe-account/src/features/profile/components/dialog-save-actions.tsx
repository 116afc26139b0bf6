import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface DialogSaveActionsProps {
  /** While saving: Annulla waits, the save button spins. */
  busy: boolean;
  /** Nothing to save yet (nothing chosen, nothing changed). */
  disabled?: boolean;
  onCancel: () => void;
  onSave: () => void;
  saveLabel?: string;
}

/** Annulla and Salva at the foot of the profile's editing dialogs. */
export function DialogSaveActions({
  busy,
  disabled,
  onCancel,
  onSave,
  saveLabel = 'Salva',
}: DialogSaveActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        Annulla
      </Button>
      <Button variant="contained" disabled={disabled} loading={busy} onClick={onSave}>
        {saveLabel}
      </Button>
    </DialogActions>
  );
}
