import { useState } from 'react';
import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { itIT } from '@mui/x-date-pickers/locales';
import type { DateValidationError, TimeValidationError } from '@mui/x-date-pickers/models';
import { dayjs } from '../domain/format';

/** What the picker's own texts say, in Italian, with the placeholders written as users do. */
const LOCALE_TEXT = {
  ...itIT.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldDayPlaceholder: () => 'gg',
  fieldMonthPlaceholder: () => 'mm',
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'a'.repeat(params.digitAmount),
  fieldHoursPlaceholder: () => 'hh',
  fieldMinutesPlaceholder: () => 'mm',
};

export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_INVALID = 'Questa data non esiste: controlla giorno, mese e anno (gg/mm/aaaa).';
export const TIME_INVALID = 'Ora non valida: scrivila come hh:mm, da 00:00 a 23:59.';

const ISO_DATE = 'YYYY-MM-DD';
// A time of day needs a day to live on; any fixed one will do.
const TIME_BASE = '2000-01-01';

function parseDate(value: string): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value, ISO_DATE, true);
  return parsed.isValid() ? parsed : null;
}
// The field publishes a real date at every digit of the year (year 2, 20, 202 on the way to
// 2026): below 1000 the year is still being typed, and the form hears nothing yet.
const isWholeDate = (value: Dayjs | null): value is Dayjs =>
  Boolean(value?.isValid() && value.year() >= 1000);
const formatDate = (value: Dayjs | null) => (isWholeDate(value) ? value.format(ISO_DATE) : '');

function parseTime(value: string): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(`${TIME_BASE} ${value}`, `${ISO_DATE} ${TIME_FORMAT}`, true);
  return parsed.isValid() ? parsed : null;
}
const formatTime = (value: Dayjs | null) => (value?.isValid() ? value.format(TIME_FORMAT) : '');

/**
 * The picker's value follows the form's text value ('' when empty), but keeps an impossible
 * date (31/02) of its own: the form hears '' until the date is real, and what was typed stays on
 * screen, marked, instead of being cleared by that ''. (A half-typed date is null for the picker
 * itself, which keeps the sections typed so far.)
 */
function usePickerValue(
  value: string,
  parse: (value: string) => Dayjs | null,
  format: (value: Dayjs | null) => string,
  onChange: (value: string) => void,
) {
  const [current, setCurrent] = useState(() => parse(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // The form changed the value by itself (a reset, a card picked elsewhere): follow it.
    setSeen(value);
    if (value !== format(current)) setCurrent(parse(value));
  }
  const change = (next: Dayjs | null) => {
    setCurrent(next);
    const text = format(next);
    setSeen(text);
    if (text !== value) onChange(text);
  };
  return [current, change] as const;
}

interface PickerFieldProps {
  label: string;
  name: string;
  /** 'YYYY-MM-DD' for a date, 'HH:mm' for a time; '' when empty or not yet whole. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  /** The form's own error for this field; it wins over what the field says by itself. */
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

function fieldSlotProps(props: PickerFieldProps, ownProblem: string | null) {
  const problem = props.error ? null : ownProblem;
  return {
    textField: {
      name: props.name,
      required: props.required,
      fullWidth: props.fullWidth,
      error: Boolean(props.error || problem),
      helperText: problem ?? props.helperText,
      sx: props.sx,
    },
  };
}

export interface DateFieldProps extends PickerFieldProps {
  /** 'YYYY-MM-DD': the first day that can be chosen. */
  minDate?: string;
  /** 'YYYY-MM-DD': the last day that can be chosen. */
  maxDate?: string;
  /** The calendar opens on the years (a birth date). */
  openTo?: 'day' | 'year';
  /** How the field shows the date; 'DD MMMM YYYY' has the month as its Italian name. */
  format?: string;
}

// MUI's own bounds when the form gives none.
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2099-12-31';

function dateProblem(
  error: DateValidationError,
  value: Dayjs | null,
  props: DateFieldProps,
): string | null {
  if (error === null) return null;
  // A year still being typed is not a mistake yet.
  if (value?.isValid() && !isWholeDate(value)) return null;
  switch (error) {
    case 'minDate':
      return `Scegli una data dal ${dayjs(props.minDate ?? FIRST_DAY).format(DATE_FORMAT)} in poi.`;
    case 'maxDate':
      return `Scegli una data fino al ${dayjs(props.maxDate ?? LAST_DAY).format(DATE_FORMAT)}.`;
    default:
      return DATE_INVALID;
  }
}

/**
 * A date typed and shown the Italian way (gg/mm/aaaa, weeks from Monday) whatever the
 * browser's language: MUI X's date picker on dayjs in Italian, with a calendar beside the field.
 */
export function DateField(props: DateFieldProps) {
  const [current, change] = usePickerValue(props.value, parseDate, formatDate, props.onChange);
  // The picker reports an error when it changes; what it means depends on the date as it is now
  // (the same 'minDate' at year 202 and at 2026).
  const [error, setError] = useState<DateValidationError>(null);
  const problem = dateProblem(error, current, props);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={LOCALE_TEXT}>
      <DesktopDatePicker
        label={props.label}
        value={current}
        onChange={change}
        onError={setError}
        format={props.format ?? DATE_FORMAT}
        minDate={parseDate(props.minDate ?? '') ?? undefined}
        maxDate={parseDate(props.maxDate ?? '') ?? undefined}
        openTo={props.openTo}
        views={props.openTo === 'year' ? ['year', 'month', 'day'] : undefined}
        disabled={props.disabled}
        slotProps={fieldSlotProps(props, problem)}
      />
    </LocalizationProvider>
  );
}

export type TimeFieldProps = PickerFieldProps;

function timeProblem(error: TimeValidationError): string | null {
  return error === null ? null : TIME_INVALID;
}

/** A 24-hour time (hh:mm), typed or chosen from a list in 5-minute steps. */
export function TimeField(props: TimeFieldProps) {
  const [current, change] = usePickerValue(props.value, parseTime, formatTime, props.onChange);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={LOCALE_TEXT}>
      <DesktopTimePicker
        label={props.label}
        value={current}
        onChange={change}
        onError={(error) => setProblem(timeProblem(error))}
        format={TIME_FORMAT}
        ampm={false}
        timeSteps={{ minutes: 5 }}
        disabled={props.disabled}
        slotProps={fieldSlotProps(props, problem)}
      />
    </LocalizationProvider>
  );
}
