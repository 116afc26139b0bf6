import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { DELAY_NOTICE, DELAY_STOPPED_NOTICE, STOP_DELAY_LABEL } from '@colleghi/shared/domain';
import type { ButtonState } from '../../../domain/buttons';

export interface DelayNoticeProps {
  show: boolean;
  stopDelay: ButtonState;
  busy: boolean;
  onStop: () => void;
}

/** The search will soon reach colleagues with similar skills, unless the requester stops it. */
export function DelayNotice({ show, stopDelay, busy, onStop }: DelayNoticeProps) {
  if (!show) return null;
  return (
    <Alert
      severity="info"
      action={
        stopDelay === 'hidden' ? undefined : (
          <Button
            color="inherit"
            size="small"
            onClick={onStop}
            disabled={stopDelay === 'disabled' || busy}
          >
            {STOP_DELAY_LABEL}
          </Button>
        )
      }
    >
      {stopDelay === 'disabled' ? DELAY_STOPPED_NOTICE : DELAY_NOTICE}
    </Alert>
  );
}
