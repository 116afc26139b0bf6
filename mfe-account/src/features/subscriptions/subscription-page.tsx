import { Navigate, Link as RouterLink, useSearchParams } from '@colleghi/shared/router';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useSession } from '@colleghi/shared/platform';
import { DelayedLoader } from '@colleghi/shared/ui';
import { SUBSCRIPTION_TYPES } from '../../domain/subscriptions/offers';
import { findPaymentType } from '../../domain/subscriptions/rules';
import { usePaymentTypesInfo } from '../../api/use-payment-types-info';
import type { SubscriptionType } from '@colleghi/api-contract';
import { LoadError } from './components/load-error';
import { PageFrame } from './components/page-frame';
import { PurchaseSteps } from './components/purchase-steps';
import { SubscriptionDetails } from './components/subscription-details';

/** ?type= as links write it; links may say 'skills', the short name of additional_skills. */
function parseType(raw: string | null): SubscriptionType | null {
  if (raw === 'skills') return 'additional_skills';
  return SUBSCRIPTION_TYPES.find((type) => type === raw) ?? null;
}

function parseId(raw: string | null): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

const backLink = (
  <Button component={RouterLink} to="/subscriptions" startIcon={<ArrowBackIcon />} size="small">
    Tutti gli abbonamenti
  </Button>
);

/** /subscription?type={type}&id={id}: one type's page (id only for bundles). */
export function SubscriptionPage() {
  const [params] = useSearchParams();
  const type = parseType(params.get('type'));
  const id = type === 'bundle' ? parseId(params.get('id')) : null;
  const { isAuthenticated, user } = useSession();
  const catalogue = usePaymentTypesInfo();

  // Nothing to show: an unknown or missing type goes to the dashboard.
  if (!type) return <Navigate to="/dashboard" replace />;
  if (catalogue.status === 'error') {
    return (
      <PageFrame title="Abbonamento" back={backLink}>
        <LoadError onRetry={catalogue.retry} />
      </PageFrame>
    );
  }
  if (catalogue.status === 'loading' || (isAuthenticated && user === null)) {
    return (
      <PageFrame title="Abbonamento" back={backLink}>
        <DelayedLoader label="Caricamento dell’abbonamento" />
      </PageFrame>
    );
  }
  const paymentType = findPaymentType(catalogue.info.results, type, id);
  if (!paymentType) return <Navigate to="/dashboard" replace />;
  return (
    <PageFrame title={paymentType.title} back={backLink}>
      <PurchaseSteps active={0} />
      <SubscriptionDetails key={paymentType.id} paymentType={paymentType} />
    </PageFrame>
  );
}
