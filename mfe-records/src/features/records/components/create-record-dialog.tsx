import { ConfirmDialog } from '@colleghi/shared/ui';
import { CREATE_CONFIRM_MESSAGE, CREATE_CONFIRM_TITLE } from './create-record-texts';

export interface CreateRecordDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation before a record is created; its own chunk, loaded on the first click. */
export function CreateRecordDialog({ open, busy, onConfirm, onCancel }: CreateRecordDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={CREATE_CONFIRM_TITLE}
      message={CREATE_CONFIRM_MESSAGE}
      confirmLabel="Crea verbale"
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    />
  );
}
