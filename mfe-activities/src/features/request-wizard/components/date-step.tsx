import { useId } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { upcomingDates } from '../../../domain/rome-time';
import { DateField, TimeField } from '@colleghi/shared/ui';
import { DateCards } from './date-cards';
import { RecipientsField } from './recipients-field';
import type { StepProps } from './step-props';

/** Step 5: day (cards or any later date), 24 h time in 5-minute steps, and the recipients. */
export function DateStep({ draft, onChange, errors }: StepProps) {
  const dayLabelId = useId();
  const today = upcomingDates(new Date(), 1)[0];
  const invalid = Boolean(errors.datetime);
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography id={dayLabelId} variant="subtitle2" component="p">
          Giorno
        </Typography>
        <DateCards
          value={draft.date}
          onChange={(date) => onChange({ ...draft, date })}
          labelId={dayLabelId}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Data"
          name="date"
          error={invalid}
          value={draft.date}
          onChange={(date) => onChange({ ...draft, date })}
          minDate={today}
          helperText="Per una data più lontana, scrivila qui."
          sx={{ flex: 1 }}
        />
        <TimeField
          label="Ora"
          name="time"
          error={invalid}
          value={draft.time}
          onChange={(time) => onChange({ ...draft, time })}
          helperText="Formato 24 ore"
          sx={{ flex: 1 }}
        />
      </Stack>
      {errors.datetime ? <FormHelperText error>{errors.datetime}</FormHelperText> : null}
      <RecipientsField draft={draft} onChange={onChange} />
    </Stack>
  );
}
