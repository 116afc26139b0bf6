import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EventFormValues } from '../../../domain/form';
import { ExpenseField } from './expense-field';
import { NoticeField } from './notice-field';

export const EXPENSE_FIELDS = [
  { key: 'expense1', label: 'Spese imponibili' },
  { key: 'expense2', label: 'Spese non imponibili' },
  { key: 'expense3', label: 'Compenso' },
] as const;

export interface TypeFieldsProps {
  values: EventFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<EventFormValues>) => void;
}

/** What only some types have: NRG for all, expenses (appointment), notice (fulfilment), notes. */
export function TypeFields({ values, errors, onChange }: TypeFieldsProps) {
  return (
    <Stack spacing={2}>
      <TextField
        label="NRG"
        name="nrg"
        value={values.nrg}
        onChange={(event) => onChange({ nrg: event.target.value })}
        error={Boolean(errors.nrg)}
        helperText={errors.nrg}
      />
      {values.type === 'Appointment' ? (
        <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Spese
          </Typography>
          {EXPENSE_FIELDS.map(({ key, label }) => (
            <ExpenseField
              key={key}
              label={label}
              name={key}
              value={values[key]}
              onChange={(digits) => onChange({ [key]: digits })}
              error={errors[key]}
            />
          ))}
          {errors.expenses ? <FormHelperText error>{errors.expenses}</FormHelperText> : null}
        </Stack>
      ) : null}
      {values.type === 'Fulfillment' ? (
        <NoticeField
          value={values.notice_days}
          onChange={(notice_days) => onChange({ notice_days })}
          error={errors.notice_days}
        />
      ) : null}
      <TextField
        label="Note"
        name="notes"
        multiline
        minRows={3}
        value={values.notes}
        onChange={(event) => onChange({ notes: event.target.value })}
        error={Boolean(errors.notes)}
        helperText={errors.notes}
      />
    </Stack>
  );
}
