import { useState } from 'react';
import { useNavigate } from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { showToast } from '@colleghi/shared/platform';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/messages';
import { activePlans, defaultPlan } from '../../../domain/subscriptions/rules';
import { priceBreakdown } from '../../../domain/subscriptions/pricing';
import type { MonthlyPriceInput } from '../../../domain/subscriptions/pricing';
import { useCardPayment } from '../hooks/use-card-payment';
import { bankTransferActivationPath } from '../payments/bank-transfer';
import type { CardPaymentHandle } from '../payments/card-provider';
import { startPaypalCheckout } from '../payments/paypal';
import type { PurchaseState } from '../purchase-state';
import { purchaseChoice } from '../utils/purchase-choice';
import { purchaseDescription, purchaseTitle } from '../utils/purchase-description';
import { activatedMessage } from '../utils/texts';
import { ConfirmSubscriptionDialog } from './confirm-subscription-dialog';
import { PaymentChoice, planMethods } from './payment-choice';
import { PlanList } from './plan-list';
import { ProceedButton } from './proceed-button';
import { PriceSummary } from './price-summary';
import { PromoCodeAccordion } from './promo-code-accordion';
import type { PaymentMethod, Subscription } from '@colleghi/api-contract';

export const SDI_LENGTH = 7;

export interface PlanPageContentProps {
  purchase: PurchaseState;
  setPurchase: (update: (previous: PurchaseState | null) => PurchaseState | null) => void;
}

/** The body of /subscription-plan; every amount comes from the shared pricing functions. */
export function PlanPageContent({ purchase, setPurchase }: PlanPageContentProps) {
  const navigate = useNavigate();
  const { paymentType } = purchase;
  const plans = activePlans(paymentType.plans);
  const plan = plans.find((entry) => entry.id === purchase.planId) ?? defaultPlan(plans);
  const variant = paymentType.variants.find((entry) => entry.id === purchase.variantId) ?? null;
  const priceInput: MonthlyPriceInput = {
    type: paymentType.type,
    price: paymentType.price,
    cityPrice: purchase.cityPrice,
    variant,
  };
  const price = plan ? priceBreakdown(priceInput, plan, purchase.promo) : null;

  // The method chosen in the group (the plan's first by default), and the one being confirmed
  // in the dialog (Prosegui opens it).
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const methods = planMethods(plan ?? null);
  const selected = chosen !== null && methods.includes(chosen) ? chosen : (methods[0] ?? null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const update = (patch: Partial<PurchaseState>) =>
    setPurchase((current) => (current ? { ...current, ...patch } : current));

  const onSucceeded = (subscription: Subscription | null) => {
    showToast({ message: activatedMessage(paymentType.title), severity: 'success' });
    navigate('/dashboard', { state: { subscription } });
    setPurchase(() => null);
  };
  const card = useCardPayment(onSucceeded);
  const busy = redirecting || card.phase !== 'idle';

  const confirm = async (handle: CardPaymentHandle | null) => {
    if (!plan || !method) return;
    const choice = purchaseChoice(purchase, plan.id);
    if (method === 'bank_transfer') {
      setRedirecting(true);
      const next = await bankTransferActivationPath(choice);
      if (next.path !== null) {
        navigate(next.path);
        return;
      }
      setRedirecting(false);
      if (next.message) showToast({ message: next.message, severity: 'error' });
      return;
    }
    if (method === 'paypal') {
      setRedirecting(true);
      const failure = await startPaypalCheckout(choice);
      // On success the browser is leaving for PayPal: stay busy until it has.
      if (!failure) return;
      setRedirecting(false);
      if (failure.message) showToast({ message: failure.message, severity: 'error' });
      return;
    }
    if (handle) await card.pay(handle, choice);
  };

  if (plans.length === 0 || !plan || !price) {
    return <Alert severity="warning">{SUBSCRIPTION_MESSAGES.noPlans}</Alert>;
  }
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="overline" color="text.secondary">
          Stai acquistando
        </Typography>
        <Typography variant="h6" component="h2">
          {purchaseTitle(purchase)}
        </Typography>
      </Paper>

      <PromoCodeAccordion
        // A new plan starts without a code: remounting empties the field too.
        key={plan.id}
        typeId={paymentType.id}
        planId={plan.id}
        promo={purchase.promo}
        onChange={(promo) => update({ promo })}
        disabled={busy}
      />

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <PlanList
          plans={plans}
          priceInput={priceInput}
          value={plan.id}
          onChange={(planId) => {
            if (planId !== plan.id) update({ planId, promo: null });
          }}
        />
      </Paper>

      <TextField
        label="Codice SDI"
        name="sdi"
        value={purchase.sdi}
        onChange={(event) =>
          update({ sdi: event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, '') })
        }
        helperText="Codice destinatario per la fattura elettronica. Lascia 0000000 se non ne hai uno."
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: SDI_LENGTH, autoCapitalize: 'characters' } }}
      />

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2">
            Riepilogo
          </Typography>
          <PriceSummary price={price} label="Prezzo del primo periodo" />
          <PaymentChoice plan={plan} value={selected} onChange={setChosen} disabled={busy} />
        </Stack>
      </Paper>

      <ProceedButton
        disabled={selected === null || busy}
        loading={busy}
        onClick={() => setMethod(selected)}
      />

      <ConfirmSubscriptionDialog
        method={method}
        description={purchaseDescription(purchase, plan)}
        price={price}
        busy={busy}
        verifying={card.phase === 'polling'}
        onCancel={() => setMethod(null)}
        onConfirm={(handle) => void confirm(handle)}
      />
    </Stack>
  );
}
