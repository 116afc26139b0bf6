import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MONTHS,
  buildBirthDate,
  clampBirthDay,
  finishBirthDay,
} from '../../../../domain/birth-date';
import type { ProfileFormValues } from '../../utils/profile-form';
import type { FieldsProps } from './field-props';

type BirthDateParts = Partial<Pick<ProfileFormValues, 'birthDay' | 'birthMonth' | 'birthYear'>>;

export interface BirthDateFieldsProps extends FieldsProps {
  required?: boolean;
}

export const BIRTH_DAY_RANGE = 'Il giorno deve essere compreso tra 1 e 31.';
export const BIRTH_DATE_MISSING_DAY = 'Questa data non esiste: controlla giorno e mese.';

/**
 * What is wrong with the parts as typed, said at once: a day of 0 (kept while typing, so that
 * "05" can be typed; it becomes 1 when the box is left), or a day the month does not have.
 */
function birthDateProblem(day: string, month: number | null, year: string): string | null {
  if (/^0+$/.test(day)) return BIRTH_DAY_RANGE;
  if (day !== '' && month !== null && /^\d{4}$/.test(year)) {
    if (buildBirthDate({ day, month, year }) === null) return BIRTH_DATE_MISSING_DAY;
  }
  return null;
}

/**
 * Day (digits, clamped to 1-31), Italian month name, year (digits, four or more), under the
 * server's `birth_date` message, or what is wrong as the user types.
 */
export function BirthDateFields({ values, errors, onChange, required }: BirthDateFieldsProps) {
  const { birthDay: day, birthMonth: month, birthYear: year } = values;
  const error = errors.birth_date ?? birthDateProblem(day, month, year);
  const set = (parts: BirthDateParts) => onChange(parts, ['birth_date']);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Data di nascita{required ? ' *' : ''}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <TextField
          label="Giorno"
          name="birth_day"
          value={day}
          onChange={(event) => set({ birthDay: clampBirthDay(event.target.value) })}
          onBlur={() => {
            const finished = finishBirthDay(day);
            if (finished !== day) set({ birthDay: finished });
          }}
          error={Boolean(error)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          sx={{ width: 96 }}
        />
        <TextField
          select
          label="Mese"
          name="birth_month"
          value={month === null ? '' : String(month)}
          onChange={(event) =>
            set({ birthMonth: event.target.value ? Number(event.target.value) : null })
          }
          error={Boolean(error)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1, minWidth: 140 }}
        >
          <option value="">Seleziona</option>
          {MONTHS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
        <TextField
          label="Anno"
          name="birth_year"
          value={year}
          onChange={(event) => set({ birthYear: event.target.value.replace(/\D/g, '') })}
          error={Boolean(error)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 112 }}
        />
      </Stack>
      {error ? (
        <Typography variant="caption" color="error" sx={{ mt: 0.5, ml: 1.75, display: 'block' }}>
          {error}
        </Typography>
      ) : null}
    </fieldset>
  );
}
