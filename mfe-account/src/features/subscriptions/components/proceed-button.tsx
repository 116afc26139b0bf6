import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface ProceedButtonProps {
  disabled: boolean;
  loading: boolean;
  /** Without it the button submits its form. */
  onClick?: () => void;
}

/** 'Prosegui', on the right under a purchase step: on to the next step. */
export function ProceedButton({ disabled, loading, onClick }: ProceedButtonProps) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button
        type={onClick ? 'button' : 'submit'}
        variant="contained"
        size="large"
        onClick={onClick}
        disabled={disabled}
        loading={loading}
      >
        Prosegui
      </Button>
    </Stack>
  );
}
