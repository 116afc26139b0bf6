import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CITY_OPTIONS_KEY, cityOptions } from '@colleghi/shared/platform';
import { SearchSelect } from '@colleghi/shared/ui';
import type { City } from '@colleghi/api-contract';

export interface SecondCityChoiceProps {
  city: City | null;
  onChange: (city: City | null) => void;
  error?: string;
  disabled?: boolean;
}

/** Professional: the optional second municipality, whose price may differ. */
export function SecondCityChoice({ city, onChange, error, disabled }: SecondCityChoiceProps) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Secondo comune
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Ricevi le richieste anche da un secondo comune. Il prezzo dipende dal comune scelto.
      </Typography>
      <SearchSelect<City>
        label="Secondo comune (facoltativo)"
        name="city2"
        queryKey={CITY_OPTIONS_KEY}
        fetchOptions={cityOptions}
        getOptionLabel={(option) => option.display_name}
        value={city}
        onChange={onChange}
        error={error}
        disabled={disabled}
      />
    </Stack>
  );
}
