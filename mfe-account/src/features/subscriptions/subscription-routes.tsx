import type { ReactNode } from 'react';
import { Route } from '@colleghi/shared/router';
import type { AccountPath } from '../../routes';
import { AccountConfirmPage } from './account-confirm-page';
import { SubscriptionActivatePage } from './subscription-activate-page';
import { SubscriptionPage } from './subscription-page';
import { SubscriptionPlanPage } from './subscription-plan-page';
import { SubscriptionsPage } from './subscriptions-page';

/**
 * The purchase screens by declared path (routes.ts). All of them are public in the host: each
 * page sends a guest to /signin itself when the step needs an account.
 */
export const subscriptionPages = {
  '/subscriptions': <SubscriptionsPage />,
  '/subscription': <SubscriptionPage />,
  '/account-confirm': <AccountConfirmPage />,
  '/subscription-plan': <SubscriptionPlanPage />,
  '/subscription-activate': <SubscriptionActivatePage />,
} satisfies Partial<Record<AccountPath, ReactNode>>;

/** The purchase screens as <Route> elements, for tests that render them without the remote. */
export const subscriptionRoutes = Object.entries(subscriptionPages).map(([path, page]) => (
  <Route key={path} path={path} element={page} />
));
