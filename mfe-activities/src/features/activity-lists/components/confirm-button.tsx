import Button, { type ButtonProps } from '@mui/material/Button';
import type { PendingConfirm } from './confirm-action';

type Props = {
  label: string;
  busy: boolean;
  /** What the confirmation dialog asks, and the action it runs once confirmed. */
  confirm: PendingConfirm;
  onAsk: (pending: PendingConfirm) => void;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
};

/** A detail-panel action that runs only after the panel's confirmation dialog. */
export function ConfirmButton({ label, busy, confirm, onAsk, color, variant = 'outlined' }: Props) {
  return (
    <Button color={color} variant={variant} disabled={busy} onClick={() => onAsk(confirm)}>
      {label}
    </Button>
  );
}

type DeleteProps = Pick<Props, 'busy' | 'onAsk'> &
  Pick<PendingConfirm, 'title' | 'message' | 'action'>;

/** 'Elimina' in red, asked first: what the dialog says, and the delete it runs once confirmed. */
export function DeleteButton({ busy, onAsk, title, message, action }: DeleteProps) {
  return (
    <ConfirmButton
      label="Elimina"
      busy={busy}
      onAsk={onAsk}
      confirm={{ title, message, confirmLabel: 'Elimina', action }}
      color="error"
    />
  );
}
