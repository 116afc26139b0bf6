import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { EVENT_TYPE_LABELS, formatDate } from '@colleghi/shared/domain';
import { eventMenu } from '../../../domain/menu';
import { timeRange } from '../../../domain/time-range';
import type { AgendaEvent } from '@colleghi/api-contract';
import { EventStatusBadge } from './event-status-badge';

// Room for the check box (its padding included) and the card's left padding.
const CHECK_COLUMN_WIDTH = 50;

export interface EventCardProps {
  event: AgendaEvent;
  /** Not called for News: those are links to the article. */
  onOpen: (event: AgendaEvent) => void;
  /** The check that marks the event done or back to do, where its status allows it. */
  onToggleDone?: (event: AgendaEvent, action: 'done' | 'todo') => void;
  /** A status change of this event is on its way. */
  busy?: boolean;
}

/** One event of the list: name first (it starts the card's accessible name), date, time, kind, status. */
export function EventCard({ event, onOpen, onToggleDone, busy = false }: EventCardProps) {
  const status = event.lawyerevent?.status ?? 'TODO';
  const done = status !== 'TODO';
  const menu = eventMenu(event);
  const checkable = onToggleDone !== undefined && (menu.markDone || menu.markTodo);
  const body = (
    <Box sx={{ py: 2, pr: 2, pl: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography
        component="h4"
        variant="subtitle1"
        sx={{ fontWeight: 600, textDecoration: done ? 'line-through' : undefined }}
      >
        {event.display_name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDate(event.date)} · {timeRange(event)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={EVENT_TYPE_LABELS[event.resourcetype]} />
        <EventStatusBadge status={status} />
        {event.news ? <OpenInNew fontSize="small" aria-hidden /> : null}
        {event.news ? (
          <Box component="span" sx={visuallyHidden}>
            (si apre in una nuova scheda)
          </Box>
        ) : null}
      </Box>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ opacity: done ? 0.75 : 1, display: 'flex' }}>
      {/* The check's column is there on every card, empty where there is no check, so the
          titles of a day line up. */}
      <Box sx={{ pl: 1, pt: 1.25, flex: `0 0 ${CHECK_COLUMN_WIDTH}px` }}>
        {checkable ? (
          <Checkbox
            checked={status === 'DONE'}
            disabled={busy}
            onChange={(_, checked) => onToggleDone(event, checked ? 'done' : 'todo')}
            slotProps={{
              input: { 'aria-label': `Completato: ${event.display_name}` },
            }}
          />
        ) : null}
      </Box>
      {event.news ? (
        <CardActionArea
          component="a"
          href={event.news.link}
          target="_blank"
          rel="noopener noreferrer"
          // Named by what it shows (name, date, time, kind), and that it opens a new tab.
          sx={{ flex: 1 }}
        >
          {body}
        </CardActionArea>
      ) : (
        <CardActionArea onClick={() => onOpen(event)} sx={{ flex: 1 }}>
          {body}
        </CardActionArea>
      )}
    </Card>
  );
}
