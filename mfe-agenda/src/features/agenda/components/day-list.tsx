import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TOAST_CLEARANCE } from '@colleghi/shared/platform';
import { groupByDay } from '../../../domain/window';
import type { AgendaEvent } from '@colleghi/api-contract';
import { dayHeading } from '../utils/event-format';
import { EventCard } from './event-card';

// From the top of the window to the list's top on a wide screen, in the host and standalone.
const LIST_TOP = 220;

export const EMPTY_PERIOD_TEXT = 'Nessun evento in questo periodo';

export interface DayListProps {
  events: AgendaEvent[];
  loading: boolean;
  onOpen: (event: AgendaEvent) => void;
  onToggleDone: (event: AgendaEvent, action: 'done' | 'todo') => void;
  /** The event whose status is changing. */
  busyId: number | null;
  onLoadBefore: () => void;
  onLoadAfter: () => void;
}

/** The scrolling list grouped by day; each day carries data-date so the page can scroll to it. */
export const DayList = forwardRef<HTMLDivElement, DayListProps>(function DayList(
  { events, loading, onOpen, onToggleDone, busyId, onLoadBefore, onLoadAfter },
  ref,
) {
  const days = groupByDay(events);
  return (
    <Box
      ref={ref}
      sx={{
        overflowY: 'auto',
        // From md the list scrolls on its own, down to the bottom of the window (what stands
        // above it: the header, the title and the toolbar). The room for the toasts is inside
        // it, after its last control, so "Carica eventi successivi" scrolls clear of a toast.
        maxHeight: { md: `calc(100vh - ${LIST_TOP}px)` },
      }}
    >
      <Stack spacing={2} sx={{ pb: { md: `${TOAST_CLEARANCE}px` } }}>
        <Button variant="text" onClick={onLoadBefore} disabled={loading}>
          Carica eventi precedenti
        </Button>
        {days.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {EMPTY_PERIOD_TEXT}
          </Typography>
        ) : (
          days.map((day) => (
            <Box
              component="section"
              key={day.date}
              data-date={day.date}
              aria-label={dayHeading(day.date)}
            >
              <Typography
                component="h3"
                variant="overline"
                sx={{ display: 'block', fontSize: '0.85rem', mb: 1 }}
              >
                {dayHeading(day.date)}
              </Typography>
              <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {day.events.map((event) => (
                  <li key={event.id}>
                    <EventCard
                      event={event}
                      onOpen={onOpen}
                      onToggleDone={onToggleDone}
                      busy={busyId === event.id}
                    />
                  </li>
                ))}
              </Stack>
            </Box>
          ))
        )}
        <Button
          variant="text"
          onClick={onLoadAfter}
          disabled={loading}
          // Scrolled to, it stops above the toasts' strip, in the list and in the window.
          sx={{ scrollMarginBottom: `${TOAST_CLEARANCE}px` }}
        >
          Carica eventi successivi
        </Button>
      </Stack>
    </Box>
  );
});
