import Button from '@mui/material/Button';
import TodayRoundedIcon from '@mui/icons-material/TodayRounded';

/** Event the agenda remote listens to: the header owns the button, the agenda owns the calendar. */
export const AGENDA_TODAY_EVENT = 'colleghi:agenda-today';

export function TodayButton() {
  return (
    <Button
      variant="outlined"
      startIcon={<TodayRoundedIcon />}
      onClick={() => window.dispatchEvent(new CustomEvent(AGENDA_TODAY_EVENT))}
    >
      Oggi
    </Button>
  );
}
