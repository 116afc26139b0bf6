import { useState } from 'react';
import { useLocation, useNavigate } from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_SDI } from '@colleghi/rules';
import { serverErrorMessage, useAtom, useSession } from '@colleghi/shared/platform';
import { holdsPaymentType, isAccountant } from '../../../domain/subscriptions/rules';
import { sendProfessionalStatement } from '../../../api/subscriptions';
import type { PaymentType } from '@colleghi/api-contract';
import { useCityPrice } from '../hooks/use-city-price';
import { purchaseAtom, startPurchase } from '../purchase-state';
import { displayPrice } from '../utils/offer-price';
import { signInPath } from '../utils/sign-in-path';
import { DescriptionBullets } from './description-bullets';
import { PriceTag } from './price-tag';
import { ProceedButton } from './proceed-button';
import { SecondCityChoice } from './second-city-choice';
import { VariantChoice } from './variant-choice';

export const STATEMENT_LABEL = 'Dichiaro di essere un avvocato o un praticante avvocato';
export const ALREADY_HELD = 'Hai già un abbonamento attivo di questo tipo.';
export const ACCOUNTANT_NOT_ALLOWED =
  'L’abbonamento Professional è riservato ad avvocati e praticanti avvocati.';

/** Types that can be bought again while one is active. */
const REPEATABLE = ['additional_skills', 'qualify'];

/** The body of /subscription: benefits, price, the type's choices and Prosegui. */
export function SubscriptionDetails({ paymentType }: { paymentType: PaymentType }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated, user } = useSession();
  const [purchase, setPurchase] = useAtom(purchaseAtom);
  // Coming back from a later step keeps what was chosen for this same type.
  const resumed = purchase?.paymentType.id === paymentType.id ? purchase : null;
  const [variantId, setVariantId] = useState<number | null>(
    resumed?.variantId ?? paymentType.variants[0]?.id ?? null,
  );
  const cityPrice = useCityPrice(paymentType.id, {
    city: resumed?.city ?? null,
    price: resumed?.cityPrice ?? null,
  });
  const [statement, setStatement] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const isProfessional = paymentType.type === 'professional';
  const variant = paymentType.variants.find((entry) => entry.id === variantId) ?? null;
  const price = displayPrice(paymentType, { variant, cityPrice: cityPrice.price });
  const accountantBlocked = isProfessional && user !== null && isAccountant(user);
  const needsStatement = isProfessional && user !== null && !accountantBlocked;
  const alreadyHeld =
    user !== null &&
    !REPEATABLE.includes(paymentType.type) &&
    holdsPaymentType(user, paymentType.id);
  const canProceed =
    !submitting &&
    !cityPrice.loading &&
    !accountantBlocked &&
    !alreadyHeld &&
    (paymentType.variants.length === 0 || variant !== null) &&
    (!needsStatement || statement);

  const proceed = async () => {
    if (!isAuthenticated) {
      // Guests browse freely; buying needs an account, then this same page again.
      navigate(signInPath(`${location.pathname}${location.search}`));
      return;
    }
    setError(null);
    if (needsStatement) {
      setSubmitting(true);
      const result = await sendProfessionalStatement();
      setSubmitting(false);
      if (!result.data) {
        if (!result.error500)
          setError(serverErrorMessage(result.error, 'Impossibile salvare la dichiarazione.'));
        return;
      }
    }
    setPurchase({
      ...startPurchase(paymentType),
      variantId: variant?.id ?? null,
      city: isProfessional ? cityPrice.city : null,
      cityPrice: isProfessional ? cityPrice.price : null,
      sdi: resumed?.sdi ?? DEFAULT_SDI,
    });
    navigate('/account-confirm');
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" color="text.secondary">
            {cityPrice.city ? `Prezzo per ${cityPrice.city.display_name}` : 'Prezzo'}
          </Typography>
          <PriceTag cents={price.cents} period={price.period} />
        </Stack>
        <DescriptionBullets
          description={paymentType.description}
          label={`Vantaggi di ${paymentType.title}`}
        />
        {paymentType.contained_subscriptions.length > 0 ? (
          <Typography color="text.secondary">
            Include: {paymentType.contained_subscriptions.map((item) => item.title).join(', ')}
          </Typography>
        ) : null}
        {paymentType.variants.length > 0 ? (
          <>
            <Divider />
            <VariantChoice paymentType={paymentType} value={variantId} onChange={setVariantId} />
          </>
        ) : null}
        {isProfessional && !accountantBlocked ? (
          <>
            <Divider />
            <SecondCityChoice
              city={cityPrice.city}
              onChange={cityPrice.choose}
              error={cityPrice.error}
              disabled={submitting}
            />
          </>
        ) : null}
        {needsStatement ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={statement}
                onChange={(event) => setStatement(event.target.checked)}
              />
            }
            label={STATEMENT_LABEL}
          />
        ) : null}
        {accountantBlocked ? <Alert severity="info">{ACCOUNTANT_NOT_ALLOWED}</Alert> : null}
        {alreadyHeld ? <Alert severity="info">{ALREADY_HELD}</Alert> : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        <ProceedButton onClick={() => void proceed()} disabled={!canProceed} loading={submitting} />
      </Stack>
    </Paper>
  );
}
