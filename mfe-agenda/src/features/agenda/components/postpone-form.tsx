import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverErrorMessage } from '@colleghi/shared/platform';
import {
  POSTPONE_NOT_LATER,
  eventFormToWrite,
  eventToForm,
  isLaterSlot,
} from '../../../domain/form';
import type { EventFormValues } from '../../../domain/form';
import { useEventWrites } from '../hooks/use-event-writes';
import { splitFormErrors } from '../utils/form-errors';
import { TimeFields } from './time-fields';
import type { AgendaEvent } from '@colleghi/api-contract';

export const POSTPONE_HALF_DONE =
  'La nuova udienza è stata creata, ma non è stato possibile segnare come rinviata quella originale.';

export interface PostponeFormProps {
  event: AgendaEvent;
  /** Both steps done: the new hearing. */
  onPostponed: (created: AgendaEvent) => void;
  /** Only the first step worked: the new hearing exists, the old one is still TODO. */
  onPartial: (created: AgendaEvent, message: string) => void;
  onCancel: () => void;
}

/**
 * Postponing a hearing: the new hearing copies the old one's data with the new date and
 * time, THEN the old one is set POSTPONED; never the other way round, so no hearing is lost.
 */
export function PostponeForm({ event, onPostponed, onPartial, onCancel }: PostponeFormProps) {
  const { createEvent, setEventStatus } = useEventWrites();
  const [values, setValues] = useState<EventFormValues | null>(() => eventToForm(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (!values) return null;

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (busy) return;
    // Same slot or earlier: that would be a copy of the hearing, not a postponement.
    const before = eventToForm(event);
    if (before && !isLaterSlot(before, values)) {
      setErrors({ date: POSTPONE_NOT_LATER });
      setGeneral([]);
      return;
    }
    setBusy(true);
    // The copy is a new event: it starts TODO, the old status is not sent.
    const created = await createEvent(eventFormToWrite({ ...values, status: null }));
    if (!created.data) {
      setBusy(false);
      const split = splitFormErrors(created.error);
      setErrors(split.fields);
      setGeneral(split.general);
      return;
    }
    const old = await setEventStatus(event.id, 'postponed');
    setBusy(false);
    if (!old.data) {
      onPartial(created.data, `${POSTPONE_HALF_DONE} ${serverErrorMessage(old.error)}`);
      return;
    }
    onPostponed(created.data);
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Rinvia udienza">
      <Typography>
        Scegli la nuova data dell’udienza «{event.display_name}». Verrà creata una nuova udienza con
        gli stessi dati e quella attuale sarà segnata come rinviata.
      </Typography>
      {general.length > 0 ? (
        <Alert severity="error">
          {general.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      <TimeFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues((old) => (old ? { ...old, ...patch } : old))}
      />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Annulla
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          Rinvia
        </Button>
      </Stack>
    </Stack>
  );
}
