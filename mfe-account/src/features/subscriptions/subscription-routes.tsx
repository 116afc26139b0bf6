import { Route } from '@colleghi/shared/router';
import { AccountConfirmPage } from './account-confirm-page';
import { SubscriptionActivatePage } from './subscription-activate-page';
import { SubscriptionPage } from './subscription-page';
import { SubscriptionPlanPage } from './subscription-plan-page';
import { SubscriptionsPage } from './subscriptions-page';

/**
 * The purchase screens, for the remote's <Routes>. All of them are public in the host: each page
 * sends a guest to /signin itself when the step needs an account.
 */
export const subscriptionRoutes = [
  <Route key="subscriptions" path="/subscriptions" element={<SubscriptionsPage />} />,
  <Route key="subscription" path="/subscription" element={<SubscriptionPage />} />,
  <Route key="account-confirm" path="/account-confirm" element={<AccountConfirmPage />} />,
  <Route key="subscription-plan" path="/subscription-plan" element={<SubscriptionPlanPage />} />,
  <Route
    key="subscription-activate"
    path="/subscription-activate"
    element={<SubscriptionActivatePage />}
  />,
];
