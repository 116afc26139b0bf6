import { Suspense } from 'react';
import { useLocation, useNavigate } from '@colleghi/shared/router';
import { useLatch, lazyNamed } from '@colleghi/shared/ui';
import { thankYouFor } from './utils/thank-you';
import { PROFILE_PATH, PROFILE_SUBSCRIPTIONS_STATE } from './utils/texts';

// Shown only right after a purchase: the dialog's code loads then, not on every dashboard visit.
const ThankYouDialog = lazyNamed(() => import('./components/thank-you-dialog'), 'ThankYouDialog');

/**
 * The thank-you after a purchase: the payment flow opens /dashboard with `state: { subscription }`.
 * Closing drops that state from the history entry, so neither a reload nor Back shows it again.
 */
export function ThankYouModal() {
  const location = useLocation();
  const navigate = useNavigate();
  // A failed activation lands here with ?subscription_error: its page already said so.
  const purchase = thankYouFor(location);
  const needed = useLatch(purchase !== null);

  const clearState = () =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ThankYouDialog
        purchase={purchase}
        onClose={clearState}
        onOpenSubscriptions={() => {
          clearState();
          navigate(PROFILE_PATH, { state: PROFILE_SUBSCRIPTIONS_STATE });
        }}
      />
    </Suspense>
  );
}
