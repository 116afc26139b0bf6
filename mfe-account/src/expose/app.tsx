import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { profilePages } from '../features/profile/profile-routes';
import { subscriptionPages } from '../features/subscriptions/subscription-routes';
import { ROUTES, type AccountPath } from '../routes';

/** One page per declared path: a declared path without a page fails to compile. */
const PAGES: Record<AccountPath, ReactNode> = { ...profilePages, ...subscriptionPages };

/** The paths this remote declares in routes.ts (the host's route table sends them here). */
export default function AccountApp() {
  return (
    <Routes>
      {ROUTES.map(({ path }) => (
        <Route key={path} path={path} element={PAGES[path]} />
      ))}
      <Route path="/" element={<Navigate to="/profile" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
