import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Calculate from '@mui/icons-material/Calculate';
import { EVENT_NOTES_MAX } from '@colleghi/rules';
import { autocomplete, searchOffices } from '@colleghi/shared/platform';
import { CREATABLE_TYPES, EVENT_TYPE_LABELS } from '@colleghi/shared/domain';
import { FreeTextSearchField, SearchSelect } from '@colleghi/shared/ui';
import type { ApiErrorBody } from '@colleghi/shared/platform';
import type { EventFormValues } from '../../../domain/form';
import { explanationText } from '../deadlines/calculator';
import type { TermResult } from '../deadlines/calculator';
import { DeadlineDialog } from '../deadlines/deadline-dialog';
import { notesWithDeadline } from '../deadlines/term-draft';
import { splitFormErrors } from '../utils/form-errors';
import { TimeFields } from './time-fields';
import { TypeFields } from './type-fields';
import type { Office, RequestBody } from '@colleghi/api-contract';

export interface EventFormProps {
  initial: EventFormValues;
  /** New events choose their type; on edit the type is read-only (the server refuses a change). */
  typeEditable: boolean;
  submitLabel: string;
  /** Resolves with the server's error body, or null when saved (the parent closes the form). */
  onSubmit: (values: EventFormValues) => Promise<ApiErrorBody | null>;
  onCancel: () => void;
}

const fetchOffices = async (search: string): Promise<Office[]> =>
  (await searchOffices({ search })).data?.results ?? [];

// An agenda entry is the lawyer's own note: activity and judge are suggested, any text is kept.
const suggestionsOf =
  (kind: 'activities' | 'judges') =>
  async (search: string): Promise<string[]> =>
    (await autocomplete(kind, { search })).data?.results.map((item) => item.name) ?? [];
const fetchActivities = suggestionsOf('activities');
const fetchJudges = suggestionsOf('judges');

/** The event side panel's form for hearings, appointments and fulfilments. */
export function EventForm({
  initial,
  typeEditable,
  submitLabel,
  onSubmit,
  onCancel,
}: EventFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [calculating, setCalculating] = useState(false);
  const [calculated, setCalculated] = useState<{ text: string; inNotes: boolean } | null>(null);

  const change = (patch: Partial<EventFormValues>) => {
    setValues((old) => ({ ...old, ...patch }));
    // A corrected field loses its message; the others keep theirs.
    setErrors((old) => {
      const next = { ...old };
      for (const key of Object.keys(patch)) delete next[key];
      if ('expense1' in patch || 'expense2' in patch || 'expense3' in patch) delete next.expenses;
      return next;
    });
  };

  // The computed date fills the form; its explanation goes into the notes (and so into the .ics
  // feed) when it fits their limit.
  const applyDeadline = (result: TermResult) => {
    const notes = notesWithDeadline(values.notes, result);
    change(notes === null ? { date: result.deadline } : { date: result.deadline, notes });
    setCalculated({ text: explanationText(result), inNotes: notes !== null });
    setCalculating(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const error = await onSubmit(values);
    setBusy(false);
    if (!error) return;
    // Nothing typed is lost: the values stay, the messages go under their fields.
    const split = splitFormErrors(error);
    setErrors(split.fields);
    setGeneral(split.general);
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Evento">
      {general.length > 0 ? (
        <Alert severity="error">
          {general.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      {typeEditable ? (
        <TextField
          select
          label="Tipo"
          name="resourcetype"
          value={values.type}
          onChange={(event) =>
            change({
              type: event.target.value as RequestBody<'/api/events/', 'post'>['resourcetype'],
            })
          }
          error={Boolean(errors.resourcetype)}
          helperText={errors.resourcetype}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {CREATABLE_TYPES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      ) : (
        <TextField
          label="Tipo"
          name="resourcetype"
          value={EVENT_TYPE_LABELS[values.type]}
          error={Boolean(errors.resourcetype)}
          helperText={errors.resourcetype}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      )}
      <TimeFields values={values} errors={errors} onChange={change} />
      {values.type === 'Fulfillment' ? (
        <Box>
          <Button
            variant="outlined"
            startIcon={<Calculate />}
            onClick={() => setCalculating(true)}
            aria-haspopup="dialog"
          >
            Calcola scadenza
          </Button>
          {calculated ? (
            <Alert severity={calculated.inNotes ? 'info' : 'warning'} sx={{ mt: 1 }}>
              {calculated.inNotes
                ? `Data calcolata e spiegazione aggiunta alle note: ${calculated.text}`
                : `Data calcolata: ${calculated.text}. La spiegazione non entra nelle note (massimo ${EVENT_NOTES_MAX} caratteri) e non è stata aggiunta.`}
            </Alert>
          ) : null}
        </Box>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Parte 1"
          name="part1"
          fullWidth
          value={values.part1}
          onChange={(event) => change({ part1: event.target.value })}
          error={Boolean(errors.part1)}
          helperText={errors.part1}
        />
        <TextField
          label="Parte 2"
          name="part2"
          fullWidth
          value={values.part2}
          onChange={(event) => change({ part2: event.target.value })}
          error={Boolean(errors.part2)}
          helperText={errors.part2}
        />
      </Stack>
      <FreeTextSearchField
        label="Attività"
        name="activity"
        value={values.activity}
        onChange={(activity) => change({ activity })}
        queryKey={['autocomplete', 'activities']}
        fetchSuggestions={fetchActivities}
        error={errors.activity}
      />
      <FreeTextSearchField
        label="Giudice"
        name="judge"
        value={values.judge}
        onChange={(judge) => change({ judge })}
        queryKey={['autocomplete', 'judges']}
        fetchSuggestions={fetchJudges}
        error={errors.judge}
      />
      <SearchSelect<Office>
        label="Ufficio"
        name="office"
        queryKey={['offices', 'all']}
        fetchOptions={fetchOffices}
        getOptionLabel={(office) => office.name}
        value={values.office}
        onChange={(office) => change({ office })}
        error={errors.office}
      />
      <TypeFields values={values} errors={errors} onChange={change} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Annulla
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
      {calculating ? (
        <DeadlineDialog
          initialFrom={values.date}
          onClose={() => setCalculating(false)}
          onUse={applyDeadline}
        />
      ) : null}
    </Stack>
  );
}
