import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { eventFormToWrite, eventToForm } from '../../../domain/form';
import type { AgendaEvent, NoticeDays } from '@colleghi/api-contract';
import { NoticeField } from '../components/notice-field';
import { useEventWrites } from '../hooks/use-event-writes';
import { fullDate } from '../utils/event-format';
import { splitFormErrors } from '../utils/form-errors';
import { computeDraft, deadlineNote, emptyDraft } from './term-draft';
import type { TermDraft } from './term-draft';
import { TermFields } from './term-fields';
import { TermResultView } from './term-result';

export const ACTIVITY_REQUIRED = 'Indica l’adempimento, ad esempio «Memoria».';

export interface HearingDeadlineFormProps {
  hearing: AgendaEvent;
  onCreated: (created: AgendaEvent) => void;
  onCancel: () => void;
}

/**
 * "Aggiungi scadenza" from a hearing: a fulfilment N days (months, years) before it, with the
 * hearing's parties, judge, office and NRG, a notice, and the explanation in its notes.
 */
export function HearingDeadlineForm({ hearing, onCreated, onCancel }: HearingDeadlineFormProps) {
  const { createEvent } = useEventWrites();
  const [activity, setActivity] = useState('');
  const [activityError, setActivityError] = useState<string | null>(null);
  const [draft, setDraft] = useState<TermDraft>(() =>
    emptyDraft(hearing.date, { amount: '20', direction: 'backward' }),
  );
  const [notice, setNotice] = useState<NoticeDays | null>(7);
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { result, error } = computeDraft(draft);

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (busy) return;
    const base = eventToForm(hearing);
    if (!activity.trim()) setActivityError(ACTIVITY_REQUIRED);
    if (!activity.trim() || !result || !base) return;
    setBusy(true);
    const created = await createEvent(
      eventFormToWrite({
        ...base,
        type: 'Fulfillment',
        date: result.deadline,
        all_day: true,
        activity: activity.trim(),
        notes: deadlineNote(result),
        notice_days: notice,
        status: null,
      }),
    );
    setBusy(false);
    if (!created.data) {
      const split = splitFormErrors(created.error);
      setGeneral([...Object.values(split.fields), ...split.general]);
      return;
    }
    onCreated(created.data);
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Aggiungi scadenza">
      <Typography>
        Un adempimento prima dell’udienza «{hearing.display_name}» di {fullDate(hearing.date)}, con
        le stesse parti. Il termine si conta a ritroso: il giorno dell’udienza è escluso e una
        scadenza di sabato o festiva è anticipata al giorno lavorativo precedente.
      </Typography>
      {general.length > 0 ? (
        <Alert severity="error">
          {general.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      <TextField
        label="Adempimento"
        name="activity"
        required
        value={activity}
        onChange={(event) => {
          setActivity(event.target.value);
          setActivityError(null);
        }}
        error={Boolean(activityError)}
        helperText={activityError ?? 'Ad esempio: Memoria, Note scritte, Deposito documenti.'}
      />
      <TermFields
        draft={draft}
        onChange={(patch) => setDraft((old) => ({ ...old, ...patch }))}
        referenceLabel={null}
        showDirection={false}
      />
      <NoticeField value={notice} onChange={setNotice} />
      <TermResultView result={result} error={error} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Annulla
        </Button>
        <Button type="submit" variant="contained" loading={busy} disabled={!result}>
          Crea adempimento
        </Button>
      </Stack>
    </Stack>
  );
}
