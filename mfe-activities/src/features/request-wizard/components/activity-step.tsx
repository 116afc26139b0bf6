import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NOTES_MAX } from '@colleghi/rules';
import { autocomplete } from '@colleghi/shared/platform';
import { estimateRoleFor } from '@colleghi/shared/domain';
import { SearchSelect } from '@colleghi/shared/ui';
import { notesError } from '../../../domain/wizard';
import { SUBJECT_OPTIONS_KEY, subjectOptions } from '../../../api/subjects';
import type { NamedEntry } from '@colleghi/api-contract';
import { FeeField } from './fee-field';
import type { StepProps } from './step-props';

/** Step 2: what has to be done (from the suggestions), its subject, the fee, an optional note. */
export function ActivityStep({ draft, onChange, role, errors }: StepProps) {
  const fetchActivities = async (search: string): Promise<NamedEntry[]> => {
    const result = await autocomplete('activities_demands', {
      search,
      role: estimateRoleFor(role),
    });
    return result.data?.results ?? [];
  };
  // The draft keeps the activity's name (what the API stores); the field needs an option.
  const value: NamedEntry | null = draft.activity ? { id: 0, name: draft.activity } : null;
  // No maxLength: a longer paste is kept whole and said, never cut without a word.
  const notesProblem = errors.notes ?? notesError(draft);
  return (
    <Stack spacing={3}>
      <SearchSelect<NamedEntry>
        label="Attività"
        name="activity"
        required
        queryKey={['autocomplete', 'activities_demands', estimateRoleFor(role)]}
        fetchOptions={fetchActivities}
        getOptionLabel={(item) => item.name}
        isOptionEqualToValue={(a, b) => a.name === b.name}
        value={value}
        onChange={(item) => onChange({ ...draft, activity: item?.name ?? '' })}
        error={errors.activity}
      />
      <SearchSelect<NamedEntry>
        label="Materia (facoltativa)"
        name="subject"
        queryKey={SUBJECT_OPTIONS_KEY}
        fetchOptions={subjectOptions}
        getOptionLabel={(subject) => subject.name}
        value={draft.subject}
        onChange={(subject) => onChange({ ...draft, subject })}
        error={errors.subject}
      />
      <FeeField draft={draft} onChange={onChange} error={errors.money} />
      <TextField
        label="Note (facoltative)"
        name="notes"
        multiline
        minRows={3}
        value={draft.notes}
        onChange={(event) => onChange({ ...draft, notes: event.target.value })}
        error={Boolean(notesProblem)}
        helperText={notesProblem ?? `${draft.notes.length}/${NOTES_MAX} caratteri`}
      />
    </Stack>
  );
}
