import { Navigate, Link as RouterLink } from '@colleghi/shared/router';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useAtomValue, useSession } from '@colleghi/shared/platform';
import { DelayedLoader } from '@colleghi/shared/ui';
import { offerPath } from '../../domain/subscriptions/offers';
import { AccountConfirmForm } from './components/account-confirm-form';
import { PageFrame } from './components/page-frame';
import { PurchaseSteps } from './components/purchase-steps';
import { purchaseAtom } from './purchase-state';
import { signInPath } from './utils/sign-in-path';

/** /account-confirm: the buyer confirms name, fiscal code and role before choosing the plan. */
export function AccountConfirmPage() {
  const { isAuthenticated, user } = useSession();
  const purchase = useAtomValue(purchaseAtom);

  if (!purchase) return <Navigate to="/dashboard" replace />;
  if (!isAuthenticated) return <Navigate to={signInPath('/account-confirm')} replace />;
  return (
    <PageFrame
      title="Conferma i tuoi dati"
      subtitle={`Controlla i dati con cui intesteremo l’abbonamento ${purchase.paymentType.title}.`}
      back={
        <Button
          component={RouterLink}
          to={offerPath(purchase.paymentType)}
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          Torna all’abbonamento
        </Button>
      }
      maxWidth="sm"
    >
      <PurchaseSteps active={1} />
      {user ? (
        <AccountConfirmForm user={user} />
      ) : (
        <DelayedLoader label="Caricamento del profilo" />
      )}
    </PageFrame>
  );
}
