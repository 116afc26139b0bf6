import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EVENT_TYPE_LABELS, NOTICE_CHOICES, formatEuro } from '@colleghi/shared/domain';
import { timeRange } from '../../../domain/time-range';
import type { AgendaEvent } from '@colleghi/api-contract';
import { fullDate } from '../utils/event-format';
import { EventStatusBadge } from './event-status-badge';
import { EXPENSE_FIELDS } from './type-fields';

/** The rows of the detail view that have a value (an empty row says nothing). */
function detailRows(event: AgendaEvent): [string, string][] {
  const lawyer = event.lawyerevent;
  const details = lawyer?.hearing ?? lawyer?.appointment ?? lawyer?.fulfillment ?? null;
  const rows: [string, string | null | undefined][] = [
    ['Tipo', EVENT_TYPE_LABELS[event.resourcetype]],
    ['Data', fullDate(event.date)],
    ['Orario', timeRange(event)],
    ['Parte 1', lawyer?.part1],
    ['Parte 2', lawyer?.part2],
    ['Attività', lawyer?.activity],
    ['Giudice', lawyer?.judge],
    ['Ufficio', lawyer?.office?.name],
    ['NRG', details?.nrg],
  ];
  const appointment = lawyer?.appointment;
  if (appointment) {
    for (const { key, label } of EXPENSE_FIELDS) {
      const amount = appointment[key];
      rows.push([label, amount === null ? null : formatEuro(amount)]);
    }
  }
  const notice = lawyer?.fulfillment?.notice_days;
  if (event.resourcetype === 'Fulfillment') {
    rows.push(['Avviso', NOTICE_CHOICES.find((c) => c.value === notice)?.label ?? 'Nessun avviso']);
  }
  rows.push(['Note', details?.notes]);
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** Every detail of an event, as a description list. */
export function EventDetails({ event }: { event: AgendaEvent }) {
  return (
    <Box>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {event.display_name}
      </Typography>
      {event.lawyerevent ? (
        <Box sx={{ mb: 2 }}>
          <EventStatusBadge status={event.lawyerevent.status} always />
        </Box>
      ) : null}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}
      >
        {detailRows(event).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
