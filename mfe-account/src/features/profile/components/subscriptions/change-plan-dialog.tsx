import { useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { formatCents, planCents } from '@colleghi/rules';
import { showToast } from '@colleghi/shared/platform';
import { accountChanged } from '../../../../api/account-changed';
import { monthsLabel } from '../../../../domain/subscriptions/offers';
import { SUBSCRIPTION_MESSAGES } from '../../../../domain/subscriptions/messages';
import { changePlan } from '../../../../api/subscriptions';
import { renewalMonthlyCents } from '../../../../domain/subscriptions/pricing';
import type { Plan, Subscription } from '@colleghi/api-contract';
import { DialogSaveActions } from '../dialog-save-actions';
import { outOfMethodNote } from './out-of-method-note';

export { outOfMethodNote } from './out-of-method-note';

export interface ChangePlanDialogProps {
  subscription: Subscription;
  /** The plans to choose from (current one left out); null closes the dialog. */
  plans: Plan[] | null;
  /** How many other plans the subscription's payment method cannot pay (left out of `plans`). */
  outOfMethod?: number;
  onClose: () => void;
}

/**
 * The price of a plan at what this subscription will bill a month from the renewal, when the new
 * plan starts (city, variant included).
 */
function planPrice(sub: Subscription, plan: Plan): string {
  try {
    return `${formatCents(planCents(renewalMonthlyCents(sub), plan))} + IVA`;
  } catch {
    return '';
  }
}

export function planLabel(sub: Subscription, plan: Plan): string {
  const discount = plan.percentage > 0 ? ` (sconto ${plan.percentage}%)` : '';
  const price = planPrice(sub, plan);
  return `${monthsLabel(plan.months)}${discount}${price ? ` · ${price}` : ''}`;
}

/** Radio list of the other plans; the change applies from the next renewal. */
export function ChangePlanDialog({
  subscription,
  plans,
  outOfMethod = 0,
  onClose,
}: ChangePlanDialogProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setChosen(null);
    onClose();
  };

  const confirm = async () => {
    if (chosen === null) return;
    setBusy(true);
    const result = await changePlan(subscription.id, chosen);
    if (result.error) {
      setBusy(false);
      showToast({ message: SUBSCRIPTION_MESSAGES.planChangeFailed, severity: 'error' });
      return;
    }
    await accountChanged();
    setBusy(false);
    showToast({ message: SUBSCRIPTION_MESSAGES.planChanged, severity: 'success' });
    close();
  };

  return (
    <Dialog
      open={plans !== null}
      onClose={busy ? undefined : close}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Cambia piano</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Il nuovo piano di {subscription.title} si applicherà dal prossimo rinnovo.
        </DialogContentText>
        {outOfMethod > 0 ? (
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            {outOfMethodNote(subscription)}
          </DialogContentText>
        ) : null}
        <RadioGroup
          aria-label="Piani disponibili"
          value={chosen === null ? '' : String(chosen)}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {(plans ?? []).map((plan) => (
            <FormControlLabel
              key={plan.id}
              value={String(plan.id)}
              control={<Radio />}
              label={planLabel(subscription, plan)}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogSaveActions
        busy={busy}
        disabled={chosen === null}
        onCancel={close}
        onSave={() => void confirm()}
        saveLabel="Conferma"
      />
    </Dialog>
  );
}
