import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { lazyNamed, PageSkeleton } from '@colleghi/shared/ui';
import {
  ASSIGNMENTS_TITLE,
  PROPOSALS_TITLE,
  REQUESTS_TITLE,
} from '../features/activity-lists/titles';
import { ROUTES, type ActivitiesPath } from '../routes';

// Each page is a chunk of its own, loaded when its path opens: a list does not load the request
// wizard's forms, nor the wizard the lists. Meanwhile a list shows its frame (title and
// placeholder cards); the wizard, the host's loader around ./App.
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

function listPage(title: string, page: ReactNode): ReactNode {
  return <Suspense fallback={<PageSkeleton title={title} />}>{page}</Suspense>;
}

/** One page per declared path: a path without a page, or a page without a path, fails to compile. */
const PAGES = {
  '/request-activities/:type?': <RequestWizardPage />,
  '/activity-request': listPage(REQUESTS_TITLE, <RequestsPage />),
  '/activity-proposal': listPage(PROPOSALS_TITLE, <ProposalsPage />),
  '/activity-assignments': listPage(ASSIGNMENTS_TITLE, <AssignmentsPage />),
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
