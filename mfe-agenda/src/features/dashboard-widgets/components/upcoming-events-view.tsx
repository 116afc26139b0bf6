import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import {
  DashboardWidgetCard,
  DashboardWidgetError,
  DashboardWidgetSkeleton,
} from '@colleghi/shared/ui';
import type { DashboardStatus } from '@colleghi/shared/platform';
import {
  AGENDA_PATH,
  EVENTS_EMPTY,
  EVENTS_EMPTY_HINT,
  EVENTS_LINK,
  EVENTS_TITLE,
} from '../utils/texts';
import { UpcomingEventItem } from './upcoming-event-item';
import type { AgendaEvent } from '@colleghi/api-contract';

/** The dashboard payload carries the next five events. */
const MAX_EVENTS = 5;

export interface UpcomingEventsViewProps {
  status: DashboardStatus;
  events: readonly AgendaEvent[] | null;
  /** 'Oggi' and 'Domani' depend on the time. */
  now: Date;
  onRetry: () => void;
  compact?: boolean;
}

export function UpcomingEventsView({
  status,
  events,
  now,
  onRetry,
  compact,
}: UpcomingEventsViewProps) {
  return (
    <DashboardWidgetCard
      title={EVENTS_TITLE}
      action={{ label: EVENTS_LINK, to: AGENDA_PATH }}
      compact={compact}
    >
      {status === 'error' ? (
        <DashboardWidgetError onRetry={onRetry} />
      ) : status !== 'ready' || !events ? (
        <DashboardWidgetSkeleton count={3} height={76} />
      ) : events.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
          <EventAvailableOutlined color="disabled" fontSize="large" aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{EVENTS_EMPTY}</Typography>
          <Typography variant="body2" color="text.secondary">
            {EVENTS_EMPTY_HINT}
          </Typography>
        </Stack>
      ) : (
        <List disablePadding aria-label={EVENTS_TITLE}>
          {events.slice(0, MAX_EVENTS).map((event) => (
            <UpcomingEventItem key={event.id} event={event} now={now} />
          ))}
        </List>
      )}
    </DashboardWidgetCard>
  );
}
