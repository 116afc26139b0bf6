import { useId } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MissingFieldsNote } from '@colleghi/shared/ui';

export interface ProceedButtonProps {
  disabled: boolean;
  loading: boolean;
  /** Without it the button submits its form. */
  onClick?: () => void;
  /** Labels of the required fields still missing or invalid: said next to the button. */
  missing?: readonly string[];
}

/** 'Prosegui', on the right under a purchase step: on to the next step. */
export function ProceedButton({ disabled, loading, onClick, missing = [] }: ProceedButtonProps) {
  const noteId = useId();
  return (
    <Stack spacing={1}>
      <MissingFieldsNote id={noteId} labels={missing} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type={onClick ? 'button' : 'submit'}
          variant="contained"
          size="large"
          onClick={onClick}
          disabled={disabled}
          loading={loading}
          aria-describedby={missing.length > 0 ? noteId : undefined}
        >
          Prosegui
        </Button>
      </Stack>
    </Stack>
  );
}
