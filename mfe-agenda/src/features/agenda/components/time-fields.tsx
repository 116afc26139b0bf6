import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormHelperText from '@mui/material/FormHelperText';
import { DateField, TimeField } from '@colleghi/shared/ui';
import { endAfter } from '../../../domain/form';
import type { EventFormValues } from '../../../domain/form';

export interface TimeFieldsProps {
  values: EventFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<EventFormValues>) => void;
}

/**
 * Date, 'Tutto il giorno' and, unless all day, start and end: typed the Italian way (gg/mm/aaaa,
 * 24 hours) whatever the browser's language, or chosen from a list in 5-minute steps. A saved
 * time off that grid (older data) is shown as it is.
 */
export function TimeFields({ values, errors, onChange }: TimeFieldsProps) {
  return (
    <Stack spacing={2}>
      <DateField
        label="Data"
        name="date"
        required
        value={values.date}
        onChange={(date) => onChange({ date })}
        error={Boolean(errors.date)}
        helperText={errors.date}
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
          <TimeField
            label="Inizio"
            name="start"
            required
            fullWidth
            value={values.start}
            // A new start moves the end to start + 30 minutes; while the start is being retyped
            // (not yet whole, so '') the end stays as it was.
            onChange={(start) => onChange(start ? { start, end: endAfter(start) } : { start })}
            error={Boolean(errors.start)}
            helperText={errors.start}
          />
          <TimeField
            label="Fine"
            name="end"
            fullWidth
            value={values.end}
            onChange={(end) => onChange({ end })}
            error={Boolean(errors.end)}
            helperText={errors.end}
          />
        </Stack>
      )}
    </Stack>
  );
}
