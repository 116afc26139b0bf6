import type { ReactNode } from 'react';
import type { AccountPath } from '../../routes';
import { lazyNamed } from '@colleghi/shared/ui';

// Each page is a chunk of its own, loaded when its path opens (the host's Suspense around ./App
// shows its loader).
const AccountConfirmPage = lazyNamed(() => import('./account-confirm-page'), 'AccountConfirmPage');
const SubscriptionActivatePage = lazyNamed(
  () => import('./subscription-activate-page'),
  'SubscriptionActivatePage',
);
const SubscriptionPage = lazyNamed(() => import('./subscription-page'), 'SubscriptionPage');
const SubscriptionPlanPage = lazyNamed(
  () => import('./subscription-plan-page'),
  'SubscriptionPlanPage',
);
const SubscriptionsPage = lazyNamed(() => import('./subscriptions-page'), 'SubscriptionsPage');

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
