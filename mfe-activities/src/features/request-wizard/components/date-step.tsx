import { useId } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { timeOptions, upcomingDates } from '@colleghi/shared/domain';
import { DateCards } from './date-cards';
import { RecipientsField } from './recipients-field';
import type { StepProps } from './step-props';

const TIMES = timeOptions();

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
        <TextField
          type="date"
          label="Data"
          name="date"
          error={invalid}
          value={draft.date}
          onChange={(event) => onChange({ ...draft, date: event.target.value })}
          helperText="Per una data più lontana, scrivila qui."
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Ora"
          name="time"
          error={invalid}
          value={draft.time}
          onChange={(event) => onChange({ ...draft, time: event.target.value })}
          helperText="Formato 24 ore"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        >
          <option value="" disabled>
            Scegli l’ora
          </option>
          {TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </TextField>
      </Stack>
      {errors.datetime ? <FormHelperText error>{errors.datetime}</FormHelperText> : null}
      <RecipientsField draft={draft} onChange={onChange} />
    </Stack>
  );
}
