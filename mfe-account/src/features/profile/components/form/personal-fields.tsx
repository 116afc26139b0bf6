import { CITY_OPTIONS_KEY, cityOptions } from '@colleghi/shared/platform';
import { SearchSelect } from '@colleghi/shared/ui';
import type { City } from '@colleghi/api-contract';
import { BirthDateField } from './birth-date-field';
import type { FieldsProps } from './field-props';
import { FiscalCodeField } from './fiscal-code-field';
import { FormGrid } from './form-grid';
import { ProfileTextField } from './text-field';

/** Name, e-mail (read-only), mobile, birth date, fiscal code and the first municipality. */
export function PersonalFields({ values, errors, onChange }: FieldsProps) {
  return (
    <FormGrid>
      <ProfileTextField
        label="Nome"
        name="first_name"
        required
        value={values.first_name}
        onChange={(first_name) => onChange({ first_name }, ['first_name'])}
        error={errors.first_name}
        autoComplete="given-name"
      />
      <ProfileTextField
        label="Cognome"
        name="last_name"
        required
        value={values.last_name}
        onChange={(last_name) => onChange({ last_name }, ['last_name'])}
        error={errors.last_name}
        autoComplete="family-name"
      />
      <ProfileTextField
        label="E-mail"
        name="email"
        value={values.email}
        onChange={() => undefined}
        readOnly
        error={errors.email}
        helperText="L'indirizzo e-mail non può essere modificato."
      />
      <ProfileTextField
        label="Cellulare"
        name="phone"
        required
        value={values.phone}
        onChange={(phone) => onChange({ phone }, ['phone'])}
        error={errors.phone}
        inputMode="tel"
        autoComplete="tel"
      />
      <BirthDateField values={values} errors={errors} onChange={onChange} />
      <FiscalCodeField values={values} errors={errors} onChange={onChange} />
      <SearchSelect<City>
        label="Comune"
        name="city"
        queryKey={CITY_OPTIONS_KEY}
        fetchOptions={cityOptions}
        getOptionLabel={(city) => city.display_name}
        value={values.city}
        onChange={(city) => onChange({ city }, ['profile.city'])}
        error={errors['profile.city']}
      />
    </FormGrid>
  );
}
