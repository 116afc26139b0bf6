import { Route, Routes, useLocation } from '@colleghi/shared/router';
import { sharedStore } from '@colleghi/shared/platform';
import type { PaymentType, User } from '@colleghi/api-contract';
import {
  CATALOGUE_CITIES,
  CATALOGUE_CITY_PRICES,
  catalogueFixture,
  renderWithProviders,
} from '@colleghi/shared/testing';
import { purchaseAtom, startPurchase, type PurchaseState } from '../purchase-state';
import type { ReactNode } from 'react';
import { AccountConfirmPage } from '../account-confirm-page';
import { SubscriptionActivatePage } from '../subscription-activate-page';
import { SubscriptionPage } from '../subscription-page';
import { SubscriptionPlanPage } from '../subscription-plan-page';
import { SubscriptionsPage } from '../subscriptions-page';
import type { subscriptionPages } from '../subscription-routes';

/**
 * The purchase screens as <Route> elements, for tests that render them without the remote. Not
 * the remote's map: that one loads each page lazily, and these tests look at the first render.
 */
const PAGES = {
  '/subscriptions': <SubscriptionsPage />,
  '/subscription': <SubscriptionPage />,
  '/account-confirm': <AccountConfirmPage />,
  '/subscription-plan': <SubscriptionPlanPage />,
  '/subscription-activate': <SubscriptionActivatePage />,
} satisfies Record<keyof typeof subscriptionPages, ReactNode>;
const subscriptionRoutes = Object.entries(PAGES).map(([path, page]) => (
  <Route key={path} path={path} element={page} />
));

/** The catalogue by type, as GET payment-types/info/ serves it in these tests. */
export function catalogueType(type: PaymentType['type']): PaymentType {
  const found = catalogueFixture().find((entry) => entry.type === type);
  if (!found) throw new Error(`No ${type} in the fixture catalogue`);
  return found;
}

/** Shows where the app went and with which router state, for assertions on navigation. */
function Landing({ title }: { title: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{title}</h1>
      <output data-testid="landing-state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

/** The subscription routes plus the pages they lead to. */
export function renderSubscriptions(route: string, user?: User | null, token = 'member-token') {
  return renderWithProviders(
    <Routes>
      {subscriptionRoutes}
      <Route path="/dashboard" element={<Landing title="Dashboard" />} />
      <Route path="/signin" element={<Landing title="Accedi" />} />
      <Route path="/profile" element={<Landing title="Profilo" />} />
    </Routes>,
    { route, session: user ? { token, user } : undefined },
  );
}

export function landingState(): unknown {
  const output = document.querySelector('[data-testid="landing-state"]');
  return JSON.parse(output?.textContent ?? 'null');
}

/** A fresh purchase state before each test. */
export function resetPurchase(): void {
  sharedStore.set(purchaseAtom, null);
}

export function seedPurchase(
  type: PaymentType['type'],
  overrides: Partial<PurchaseState> = {},
): PurchaseState {
  const state: PurchaseState = {
    ...startPurchase(catalogueType(type)),
    sdi: '0000000',
    ...overrides,
  };
  sharedStore.set(purchaseAtom, state);
  return state;
}

/** The professional purchase of the contract's example row: second city Milano at 14.90. */
export function seedMilanoProfessional(): PurchaseState {
  return seedPurchase('professional', {
    city: CATALOGUE_CITIES.milano,
    cityPrice: CATALOGUE_CITY_PRICES[CATALOGUE_CITIES.milano.id],
  });
}
