import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { EVENT_TYPE_LABELS } from '@colleghi/shared/domain';
import { timeRange } from '../../../domain/time-range';
import type { AgendaEvent, EventStatus } from '@colleghi/api-contract';
import { dateBadge, dayLabel } from '../utils/event-when';
import { AGENDA_PATH, NEW_TAB_SUFFIX } from '../utils/texts';

const STATUS_LABELS: Partial<Record<EventStatus, string>> = {
  DONE: 'Completato',
  POSTPONED: 'Rinviato',
};

export interface UpcomingEventItemProps {
  event: AgendaEvent;
  now: Date;
}

/**
 * One event, worded like the agenda's cards (name, date, time or all day, kind): a calendar leaf,
 * then the details. Events open the agenda; news open their article in a new tab, as in the agenda.
 */
export function UpcomingEventItem({ event, now }: UpcomingEventItemProps) {
  const status = event.lawyerevent?.status ?? 'TODO';
  const statusLabel = STATUS_LABELS[status];
  const badge = dateBadge(event.date);
  const linkProps = event.news
    ? {
        component: 'a' as const,
        href: event.news.link,
        target: '_blank',
        rel: 'noopener noreferrer',
        'aria-label': `${event.display_name} ${NEW_TAB_SUFFIX}`,
      }
    : { component: RouterLink, to: AGENDA_PATH };
  return (
    <ListItem disablePadding sx={{ mb: 1 }}>
      <ListItemButton
        {...linkProps}
        sx={{ borderRadius: 2, border: 1, borderColor: 'divider', gap: 2, alignItems: 'center' }}
      >
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 48,
            py: 0.5,
            borderRadius: 1.5,
            textAlign: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.2 }}>
            {badge.day}
          </Typography>
          <Typography component="span" variant="caption" sx={{ display: 'block', lineHeight: 1.2 }}>
            {badge.month}
          </Typography>
        </Box>
        <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component="span"
            variant="subtitle1"
            noWrap
            sx={{ fontWeight: 600, textDecoration: statusLabel ? 'line-through' : undefined }}
          >
            {event.display_name}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {dayLabel(event.date, now)} · {timeRange(event)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 0.5 }}>
            <Chip size="small" label={EVENT_TYPE_LABELS[event.resourcetype]} />
            {statusLabel ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {statusLabel}
              </Typography>
            ) : null}
            {event.news ? <OpenInNew fontSize="small" color="action" aria-hidden /> : null}
          </Stack>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
