import { ConfirmDialog } from '@colleghi/shared/ui';

export interface PendingConfirm {
  title: string;
  message: string;
  confirmLabel: string;
  /** When 'Annulla' would be ambiguous (the action itself is a cancellation). */
  cancelLabel?: string;
  action: () => Promise<unknown>;
}

export interface ConfirmActionProps {
  pending: PendingConfirm | null;
  busy: boolean;
  onDone: () => void;
}

/** The one confirmation dialog of a detail panel, for whichever action asked for it. */
export function ConfirmAction({ pending, busy, onDone }: ConfirmActionProps) {
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      message={pending?.message}
      confirmLabel={pending?.confirmLabel ?? ''}
      cancelLabel={pending?.cancelLabel}
      busy={busy}
      onCancel={onDone}
      onConfirm={async () => {
        await pending?.action();
        onDone();
      }}
    />
  );
}
