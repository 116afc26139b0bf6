import { DateField } from '@colleghi/shared/ui';
import { latestBirthDate } from '../../../../domain/birth-date';
import type { FieldsProps } from './field-props';

export interface BirthDateFieldProps extends FieldsProps {
  required?: boolean;
}

/**
 * One Italian date field whose sections are the day (digits), the month by its Italian name
 * (typed by its first letters) and the year, with a calendar that opens on the years: birth
 * dates are far back. A day the month lacks is said by the field itself and never sent; the
 * server's `birth_date` message wins over it.
 */
export function BirthDateField({ values, errors, onChange, required }: BirthDateFieldProps) {
  return (
    <DateField
      label="Data di nascita"
      name="birth_date"
      value={values.birthDate}
      onChange={(birthDate) => onChange({ birthDate }, ['birth_date'])}
      format="DD MMMM YYYY"
      openTo="year"
      maxDate={latestBirthDate()}
      required={required}
      error={Boolean(errors.birth_date)}
      helperText={errors.birth_date}
      fullWidth
    />
  );
}
