import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface WizardActionsProps {
  showBack: boolean;
  onBack: () => void;
  isLast: boolean;
  /** Whether the current step (or, on the last one, the whole request) is complete. */
  ready: boolean;
  submitLabel: string;
  busy: boolean;
}

/** Indietro / Avanti, and on the last step the send button (it submits the step's form). */
export function WizardActions({
  showBack,
  onBack,
  isLast,
  ready,
  submitLabel,
  busy,
}: WizardActionsProps) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 4 }}>
      {showBack ? (
        <Button onClick={onBack} disabled={busy} size="large">
          Indietro
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!ready || busy}
        loading={busy}
      >
        {isLast ? submitLabel : 'Avanti'}
      </Button>
    </Stack>
  );
}
