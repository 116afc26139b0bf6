import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { lazyNamed } from '@colleghi/shared/ui';
import { ROUTES, type ActivitiesPath } from '../routes';

// Each page is a chunk of its own, loaded when its path opens: a list does not load the request
// wizard's forms, nor the wizard the lists. The host's Suspense around ./App shows its loader.
const AssignmentsPage = lazyNamed(
  () => import('../features/activity-lists/assignments-page'),
  'AssignmentsPage',
);
const ProposalsPage = lazyNamed(
  () => import('../features/activity-lists/proposals-page'),
  'ProposalsPage',
);
const RequestsPage = lazyNamed(
  () => import('../features/activity-lists/requests-page'),
  'RequestsPage',
);
const RequestWizardPage = lazyNamed(
  () => import('../features/request-wizard/request-wizard-page'),
  'RequestWizardPage',
);

/** One page per declared path: a path without a page, or a page without a path, fails to compile. */
const PAGES = {
  '/request-activities/:type?': <RequestWizardPage />,
  '/activity-request': <RequestsPage />,
  '/activity-proposal': <ProposalsPage />,
  '/activity-assignments': <AssignmentsPage />,
} satisfies Record<ActivitiesPath, ReactNode>;

/** The paths this remote declares in routes.ts (the host's route table sends them here). */
export default function ActivitiesApp() {
  return (
    <Routes>
      {ROUTES.map(({ path }) => (
        <Route key={path} path={path} element={PAGES[path]} />
      ))}
      <Route path="/" element={<Navigate to="/activity-request" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
