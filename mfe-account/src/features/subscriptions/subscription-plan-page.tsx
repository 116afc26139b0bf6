import { useState } from 'react';
import { Navigate, Link as RouterLink } from '@colleghi/shared/router';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useAtom, useSession } from '@colleghi/shared/platform';
import { PageFrame } from './components/page-frame';
import { PlanPageContent } from './components/plan-page-content';
import { PurchaseSteps } from './components/purchase-steps';
import { purchaseAtom } from './purchase-state';
import { signInPath } from './utils/sign-in-path';

/** /subscription-plan: promo code, plan, invoice code, then the payment. */
export function SubscriptionPlanPage() {
  const { isAuthenticated, token } = useSession();
  const [stored, setPurchase] = useAtom(purchaseAtom);
  // A finished purchase is cleared while the router is still moving to the dashboard: keep
  // showing it until then instead of redirecting without the new subscription.
  const [opened] = useState(stored);
  const purchase = stored ?? opened;

  if (!purchase) return <Navigate to="/dashboard" replace />;
  if (!isAuthenticated || !token) return <Navigate to={signInPath('/subscription-plan')} replace />;
  return (
    <PageFrame
      title="Scegli il piano"
      subtitle="Scegli la durata dell’abbonamento e il metodo di pagamento. I prezzi si intendono + IVA."
      back={
        <Button
          component={RouterLink}
          to="/account-confirm"
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          Torna ai tuoi dati
        </Button>
      }
    >
      <PurchaseSteps active={2} />
      <PlanPageContent purchase={purchase} setPurchase={setPurchase} />
    </PageFrame>
  );
}
