import Box from '@mui/material/Box';
import CheckCircle from '@mui/icons-material/CheckCircle';
import KeyboardReturn from '@mui/icons-material/KeyboardReturn';
import type { EventStatus } from '@colleghi/api-contract';

export const STATUS_LABELS: Record<EventStatus, string> = {
  TODO: 'Da fare',
  DONE: 'Completato',
  POSTPONED: 'Rinviato',
};

/** DONE shows a check, POSTPONED a return icon; TODO shows nothing on a card. */
export function EventStatusBadge({
  status,
  always = false,
}: {
  status: EventStatus;
  always?: boolean;
}) {
  if (status === 'TODO' && !always) return null;
  const Icon = status === 'DONE' ? CheckCircle : status === 'POSTPONED' ? KeyboardReturn : null;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: status === 'DONE' ? 'success.main' : 'text.secondary',
        typography: 'body2',
      }}
    >
      {Icon ? <Icon fontSize="small" aria-hidden /> : null}
      {STATUS_LABELS[status]}
    </Box>
  );
}
