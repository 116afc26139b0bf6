import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { CITY_OPTIONS_KEY, cityOptions } from '@colleghi/shared/platform';
import { SearchSelect } from '@colleghi/shared/ui';
import type { City } from '@colleghi/api-contract';
import type { SignUpFieldsProps } from '../utils/sign-up-form';

/** Step 2: the city, which only a suggestion from the list can set. */
export function SignUpCityStep({
  values,
  onChange,
  serverErrors,
  disabled = false,
  withHelp = true,
}: SignUpFieldsProps & { withHelp?: boolean }) {
  return (
    <Stack spacing={1}>
      {withHelp && (
        <Typography variant="body2" color="text.secondary">
          Inizia a scrivere il nome del comune e scegli la tua città tra quelle suggerite.
        </Typography>
      )}
      <SearchSelect<City>
        label="Città"
        name="city"
        queryKey={CITY_OPTIONS_KEY}
        fetchOptions={cityOptions}
        getOptionLabel={(city) => city.display_name}
        value={values.city}
        onChange={(city) => onChange('city', city)}
        error={serverErrors.city}
        disabled={disabled}
      />
    </Stack>
  );
}
