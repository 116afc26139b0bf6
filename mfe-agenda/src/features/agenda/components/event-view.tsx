import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Download from '@mui/icons-material/Download';
import EventNote from '@mui/icons-material/EventNote';
import { showToast, serverErrorMessage } from '@colleghi/shared/platform';
import { ConfirmDialog } from '@colleghi/shared/ui';
import type { AgendaEvent } from '@colleghi/api-contract';
import { useEventStatus } from '../hooks/use-event-status';
import { useEventWrites } from '../hooks/use-event-writes';
import { downloadEventIcs } from '../utils/download-ics';
import { EventActionsMenu } from './event-actions-menu';
import type { EventAction } from './event-actions-menu';
import { EventDetails } from './event-details';

export interface EventViewProps {
  event: AgendaEvent;
  /** The server's new version after a status change. */
  onChanged: (event: AgendaEvent) => void;
  onDeleted: (event: AgendaEvent) => void;
  onEdit: () => void;
  onPostpone: () => void;
  /** Hearings: "Aggiungi scadenza", a fulfilment before it. */
  onAddDeadline: () => void;
}

/** The view mode of the side panel: details, the status menu, delete with confirmation, .ics. */
export function EventView({
  event,
  onChanged,
  onDeleted,
  onEdit,
  onPostpone,
  onAddDeadline,
}: EventViewProps) {
  const { deleteEvent } = useEventWrites();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const status = useEventStatus();
  const busy = deleting || status.busyId === event.id;

  const changeStatus = async (action: 'done' | 'todo') => {
    const changed = await status.change(event, action);
    if (changed) onChanged(changed);
  };

  const remove = async () => {
    setDeleting(true);
    const result = await deleteEvent(event.id);
    setDeleting(false);
    setConfirming(false);
    if (result.error) {
      showToast({ message: serverErrorMessage(result.error), severity: 'error' });
      return;
    }
    showToast({ message: 'Evento eliminato.', severity: 'success' });
    onDeleted(event);
  };

  const onAction = (action: EventAction) => {
    if (busy) return;
    if (action === 'markDone') void changeStatus('done');
    else if (action === 'markTodo') void changeStatus('todo');
    else if (action === 'postpone') onPostpone();
    else if (action === 'edit') onEdit();
    else setConfirming(true);
  };

  const download = async () => {
    const failure = await downloadEventIcs(event.id);
    if (failure) showToast({ message: failure, severity: 'error' });
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <EventDetails event={event} />
        </Box>
        <EventActionsMenu event={event} onAction={onAction} />
      </Box>
      {event.lawyerevent ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button startIcon={<Download />} onClick={() => void download()}>
            Scarica .ics
          </Button>
          {event.resourcetype === 'Hearing' && event.lawyerevent.status !== 'POSTPONED' ? (
            <Button startIcon={<EventNote />} onClick={onAddDeadline} disabled={busy}>
              Aggiungi scadenza
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Eliminare l’evento?"
        message={
          event.resourcetype === 'Fulfillment' && event.notice
            ? 'Verrà eliminato anche l’avviso collegato. L’operazione non può essere annullata.'
            : event.resourcetype === 'Notice'
              ? 'Verrà eliminato anche l’adempimento collegato. L’operazione non può essere annullata.'
              : 'L’operazione non può essere annullata.'
        }
        confirmLabel="Elimina"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
        busy={busy}
      />
    </Stack>
  );
}
