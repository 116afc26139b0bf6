import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { AssignmentsPage } from '../features/activity-lists/assignments-page';
import { ProposalsPage } from '../features/activity-lists/proposals-page';
import { RequestsPage } from '../features/activity-lists/requests-page';
import { RequestWizardPage } from '../features/request-wizard/request-wizard-page';
import { ROUTES, type ActivitiesPath } from '../routes';

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
