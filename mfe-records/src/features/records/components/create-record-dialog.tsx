import { ConfirmDialog } from '@colleghi/shared/ui';

export const CREATE_CONFIRM_TITLE = 'Creare un nuovo verbale?';
export const CREATE_CONFIRM_MESSAGE =
  'Una volta confermato, il verbale non potrà più essere modificato. Riceverai un identificativo, ' +
  'un link e un codice di accesso da condividere con i colleghi.';

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
