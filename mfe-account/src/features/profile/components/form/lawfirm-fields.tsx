import { CITY_OPTIONS_KEY, cityOptions } from '@colleghi/shared/platform';
import { SearchSelect } from '@colleghi/shared/ui';
import type { City } from '@colleghi/api-contract';
import type { LawfirmFormValues } from '../../utils/profile-form';
import type { FieldsProps } from './field-props';
import { FormGrid, FullRow } from './form-grid';
import { ProfileTextField } from './text-field';

export interface LawfirmFieldsProps extends FieldsProps {
  /** The edit form also has the holder (lawyers) and the Gold description. */
  full?: boolean;
  isGold?: boolean;
  required?: boolean;
}

/** Name, address, city, postcode, phone and fax of the firm. */
export function LawfirmFields({
  values,
  errors,
  onChange,
  full = false,
  isGold = false,
  required = false,
}: LawfirmFieldsProps) {
  const firm = values.lawfirm;
  const set = (patch: Partial<LawfirmFormValues>, key: string) =>
    onChange({ lawfirm: { ...firm, ...patch } }, [`profile.lawfirm.${key}`]);
  const isAccountant = values.type === 'ACCOUNTANT';
  return (
    <FormGrid>
      <ProfileTextField
        label="Nome dello studio"
        name="lawfirm_name"
        required={required}
        value={firm.name}
        onChange={(name) => set({ name }, 'name')}
        error={errors['profile.lawfirm.name']}
      />
      {full && !isAccountant ? (
        <ProfileTextField
          label="Avvocato titolare"
          name="lawfirm_lawyer"
          value={firm.lawyer}
          onChange={(lawyer) => set({ lawyer }, 'lawyer')}
          error={errors['profile.lawfirm.lawyer']}
        />
      ) : null}
      <ProfileTextField
        label="Indirizzo"
        name="lawfirm_address"
        required={required}
        value={firm.address}
        onChange={(address) => set({ address }, 'address')}
        error={errors['profile.lawfirm.address']}
        autoComplete="street-address"
      />
      <SearchSelect<City>
        label="Comune dello studio"
        name="lawfirm_city"
        required={required}
        queryKey={CITY_OPTIONS_KEY}
        fetchOptions={cityOptions}
        getOptionLabel={(city) => city.display_name}
        value={firm.city}
        onChange={(city) =>
          // The postcode follows the city unless the user typed one.
          set({ city, zip: firm.zip || city?.zip || '' }, 'city')
        }
        error={errors['profile.lawfirm.city']}
      />
      <ProfileTextField
        label="CAP"
        name="lawfirm_zip"
        required={required}
        value={firm.zip}
        onChange={(zip) => set({ zip: zip.replace(/\D/g, '') }, 'zip')}
        error={errors['profile.lawfirm.zip']}
        inputMode="numeric"
        maxLength={5}
      />
      <ProfileTextField
        label="Telefono"
        name="lawfirm_phone"
        required={required}
        value={firm.phone}
        onChange={(phone) => set({ phone }, 'phone')}
        error={errors['profile.lawfirm.phone']}
        inputMode="tel"
      />
      <ProfileTextField
        label="Fax"
        name="lawfirm_fax"
        required={required}
        value={firm.fax}
        onChange={(fax) => set({ fax }, 'fax')}
        error={errors['profile.lawfirm.fax']}
        inputMode="tel"
      />
      {full ? (
        <FullRow>
          <ProfileTextField
            label="Descrizione dello studio"
            name="lawfirm_description"
            multiline
            value={firm.description}
            onChange={(description) => set({ description }, 'description')}
            error={errors['profile.lawfirm.description']}
            readOnly={!isGold}
            helperText={
              isGold
                ? 'Visibile ai colleghi nel tuo profilo.'
                : 'La descrizione dello studio è riservata agli utenti Gold.'
            }
          />
        </FullRow>
      ) : null}
    </FormGrid>
  );
}
