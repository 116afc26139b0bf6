import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  apiResultOf,
  CITY_OPTIONS_KEY,
  cityOptions,
  fromApi,
  queryClient,
  serverErrorMessage,
  showToast,
} from '@colleghi/shared/platform';
import { accountChanged } from '../../../../api/account-changed';
import { ConfirmDialog, SearchSelect } from '@colleghi/shared/ui';
import { SUBSCRIPTION_MESSAGES } from '../../../../domain/subscriptions/messages';
import { changeCity, getCityPrice } from '../../../../api/subscriptions';
import { accountQueryKeys } from '../../../../api/query-keys';
import type { CityChangeQuote } from '@colleghi/rules';
import { quoteFor, quoteMessage } from '../../utils/city-change';
import { euro } from '../../utils/subscription-format';
import type { City, Subscription } from '@colleghi/api-contract';

interface Pending {
  city: City;
  price: string;
  quote: CityChangeQuote;
}

export interface SecondCityEditorProps {
  subscription: Subscription;
  current: City | null;
}

/**
 * Picking a city looks up its price; saving applies it at once when the price is the same or the
 * subscription is a trial, otherwise the user confirms what changes.
 * Saving needs a selected city; removing sets no second city.
 */
export function SecondCityEditor({ subscription: sub, current }: SecondCityEditorProps) {
  const [selected, setSelected] = useState<City | null>(current);
  const [price, setPrice] = useState<{ city: City; price: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  const apply = async (city: City | null) => {
    setBusy(true);
    const result = await changeCity(sub.id, city?.id ?? null);
    if (result.error) {
      setBusy(false);
      setPending(null);
      setSelected(current);
      if (!result.error500) setError(serverErrorMessage(result.error));
      return;
    }
    await accountChanged();
    setBusy(false);
    setPending(null);
    showToast({ message: SUBSCRIPTION_MESSAGES.secondCityUpdated, severity: 'success' });
  };

  const pick = async (city: City | null) => {
    setError(null);
    setSelected(city);
    setPrice(null);
    // Erasing the text also gives null: only the remove button clears the saved city.
    if (city === null || city.id === current?.id) return;
    setLooking(true);
    const typeId = sub.payment_type_id;
    try {
      const quoted = await queryClient.fetchQuery({
        queryKey: accountQueryKeys.cityPrice(typeId, city.id),
        queryFn: () => fromApi(getCityPrice(typeId, city.id)),
      });
      setLooking(false);
      setPrice({ city, price: quoted.price });
    } catch (failure) {
      setLooking(false);
      const result = apiResultOf(failure);
      if (!result?.error500) setError(serverErrorMessage(result?.error ?? null));
    }
  };

  const save = async () => {
    if (!price) return;
    const quote = quoteFor(sub, price.price, new Date());
    // Same price or trial: nothing to confirm.
    if (quote.kind === 'immediate') await apply(price.city);
    else setPending({ ...price, quote });
  };

  const canSave = selected !== null && price?.city.id === selected.id && !busy && !looking;

  return (
    <Stack spacing={2}>
      <SearchSelect<City>
        label="Secondo comune"
        name="city2"
        queryKey={CITY_OPTIONS_KEY}
        fetchOptions={cityOptions}
        getOptionLabel={(city) => city.display_name}
        value={selected}
        onChange={(city) => void pick(city)}
        disabled={busy}
        error={error ?? undefined}
      />
      {price ? (
        <Typography variant="body2" color="text.secondary">
          Prezzo mensile con {price.city.display_name}: {euro(price.price)} + IVA
        </Typography>
      ) : null}
      {current ? null : <Alert severity="info">Non hai ancora scelto un secondo comune.</Alert>}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        {current ? (
          <Button color="error" onClick={() => void apply(null)} disabled={busy}>
            Rimuovi secondo comune
          </Button>
        ) : null}
        <Button
          variant="contained"
          disabled={!canSave}
          loading={busy || looking}
          onClick={() => void save()}
        >
          Salva
        </Button>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title="Confermi il secondo comune?"
        message={pending ? quoteMessage(pending.quote, pending.city, pending.price) : undefined}
        confirmLabel="Conferma"
        busy={busy}
        onCancel={() => {
          setPending(null);
          setSelected(current);
        }}
        onConfirm={() => void (pending && apply(pending.city))}
      />
    </Stack>
  );
}
