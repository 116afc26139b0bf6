import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiResultOf, fromApi, queryClient, showToast } from '@colleghi/shared/platform';
import { formatDate } from '@colleghi/shared/domain';
import { DelayedLoader, lazyNamed } from '@colleghi/shared/ui';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/subscriptions/offers';
import { SUBSCRIPTION_MESSAGES } from '../../../../domain/subscriptions/messages';
import {
  canCancel,
  canChangePlan,
  cancelBlockedMessage,
  changeablePlans,
  plansOutOfMethod,
} from '../../../../domain/subscriptions/rules';
import { cancelSubscription, getPlansInfo } from '../../../../api/subscriptions';
import { accountQueryKeys } from '../../../../api/query-keys';
import type { Plan, Subscription } from '@colleghi/api-contract';
import { nextPlanLine, renewalLine, subscriptionLines } from '../../utils/subscription-format';
import { applyUserChange } from '../../utils/apply-user-change';
import { outOfMethodNote } from './out-of-method-note';

// The dialogs (modal, focus trap, radio buttons) load when first opened, the delayed loader
// meanwhile; once mounted they stay, so that closing keeps its transition.
const ChangePlanDialog = lazyNamed(() => import('./change-plan-dialog'), 'ChangePlanDialog');
const ConfirmDialog = lazyNamed(() => import('./confirm-dialog'), 'ConfirmDialog');

/** One held subscription with its change-plan and cancel actions. */
export function SubscriptionItem({ subscription: sub }: { subscription: Subscription }) {
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [outOfMethod, setOutOfMethod] = useState(0);
  const [loadingPlans, setLoadingPlans] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [plansShown, setPlansShown] = useState(false);
  const [cancelAsked, setCancelAsked] = useState(false);
  const next = nextPlanLine(sub);

  const openChangePlan = async () => {
    setLoadingPlans(true);
    let all: Plan[];
    try {
      all = await queryClient.fetchQuery({
        queryKey: accountQueryKeys.plans(sub.id),
        queryFn: () => fromApi(getPlansInfo(sub.id)),
      });
    } catch (error) {
      setLoadingPlans(false);
      if (!apiResultOf(error)?.error500) {
        showToast({ message: SUBSCRIPTION_MESSAGES.planChangeFailed, severity: 'error' });
      }
      return;
    }
    setLoadingPlans(false);
    const available = changeablePlans(all, sub);
    const missing = plansOutOfMethod(all, sub);
    if (available.length === 0) {
      const message = missing > 0 ? outOfMethodNote(sub, true) : SUBSCRIPTION_MESSAGES.noPlans;
      showToast({ message, severity: 'info' });
      return;
    }
    setOutOfMethod(missing);
    setPlansShown(true);
    setPlans(available);
  };

  const askCancel = () => {
    const blocked = cancelBlockedMessage(sub, new Date());
    if (blocked) showToast({ message: blocked, severity: 'error' });
    else {
      setCancelAsked(true);
      setConfirmingCancel(true);
    }
  };

  const cancel = async () => {
    setCancelling(true);
    await applyUserChange(
      () => cancelSubscription(sub.id),
      `Abbonamento disdetto: resterà attivo fino al ${formatDate(sub.expire_at)}.`,
    );
    setCancelling(false);
    setConfirmingCancel(false);
  };

  return (
    <Paper component="article" variant="outlined" aria-label={sub.title} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {sub.title}
            </Typography>
            <Chip size="small" label={PAYMENT_METHOD_LABELS[sub.payment_method]} />
            {sub.unsubscribed ? <Chip size="small" color="warning" label="Disdetto" /> : null}
          </Stack>
          {subscriptionLines(sub).map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {renewalLine(sub)}
          </Typography>
          {next ? (
            <Typography variant="body2" color="secondary.main">
              {next}
            </Typography>
          ) : null}
        </Stack>
        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
          {canChangePlan(sub) ? (
            <Button variant="outlined" loading={loadingPlans} onClick={() => void openChangePlan()}>
              Cambia piano
            </Button>
          ) : null}
          {canCancel(sub) ? (
            <Button color="error" onClick={askCancel}>
              Disdici
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Suspense fallback={<DelayedLoader />}>
        {plansShown ? (
          <ChangePlanDialog
            subscription={sub}
            plans={plans}
            outOfMethod={outOfMethod}
            onClose={() => setPlans(null)}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={<DelayedLoader />}>
        {cancelAsked ? (
          <ConfirmDialog
            open={confirmingCancel}
            title={`Vuoi disdire ${sub.title}?`}
            message={`Il rinnovo automatico verrà disattivato: l'abbonamento resterà attivo fino al ${formatDate(sub.expire_at)}.`}
            confirmLabel="Disdici"
            busy={cancelling}
            onCancel={() => setConfirmingCancel(false)}
            onConfirm={() => void cancel()}
          />
        ) : null}
      </Suspense>
    </Paper>
  );
}
