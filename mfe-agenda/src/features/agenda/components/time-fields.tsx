import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import FormHelperText from '@mui/material/FormHelperText';
import { TIME_STEP_MINUTES, timeOptions } from '@colleghi/shared/domain';
import { endAfter } from '../../../domain/form';
import type { EventFormValues } from '../../../domain/form';

const TIMES = timeOptions(TIME_STEP_MINUTES);

export interface TimeFieldsProps {
  values: EventFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<EventFormValues>) => void;
}

/** A saved time off the 5-minute grid (older data) must still show as selected. */
function optionsWith(value: string): string[] {
  return value && !TIMES.includes(value) ? [...TIMES, value].sort() : TIMES;
}

/** Date, 'Tutto il giorno' and, unless all day, start and end in 5-minute steps. */
export function TimeFields({ values, errors, onChange }: TimeFieldsProps) {
  return (
    <Stack spacing={2}>
      <TextField
        label="Data"
        name="date"
        type="date"
        required
        value={values.date}
        onChange={(event) => onChange({ date: event.target.value })}
        error={Boolean(errors.date)}
        helperText={errors.date}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <div>
        <FormControlLabel
          control={
            <Switch
              name="all_day"
              checked={values.all_day}
              onChange={(event) => onChange({ all_day: event.target.checked })}
            />
          }
          label="Tutto il giorno"
        />
        {errors.all_day ? <FormHelperText error>{errors.all_day}</FormHelperText> : null}
      </div>
      {values.all_day ? null : (
        <Stack direction="row" spacing={2}>
          <TextField
            select
            label="Inizio"
            name="start"
            required
            fullWidth
            value={values.start}
            // A new start moves the end to start + 30 minutes.
            onChange={(event) =>
              onChange({ start: event.target.value, end: endAfter(event.target.value) })
            }
            error={Boolean(errors.start)}
            helperText={errors.start}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {optionsWith(values.start).map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Fine"
            name="end"
            fullWidth
            value={values.end}
            onChange={(event) => onChange({ end: event.target.value })}
            error={Boolean(errors.end)}
            helperText={errors.end}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {optionsWith(values.end).map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </TextField>
        </Stack>
      )}
    </Stack>
  );
}
