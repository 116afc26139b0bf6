import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { AssignmentsPage } from '../features/activity-lists/assignments-page';
import { ProposalsPage } from '../features/activity-lists/proposals-page';
import { RequestsPage } from '../features/activity-lists/requests-page';
import { RequestWizardPage } from '../features/request-wizard/request-wizard-page';

/** The paths this remote owns (the host's route table sends them here). */
export default function ActivitiesApp() {
  return (
    <Routes>
      <Route path="/request-activities/:type?" element={<RequestWizardPage />} />
      <Route path="/activity-request" element={<RequestsPage />} />
      <Route path="/activity-proposal" element={<ProposalsPage />} />
      <Route path="/activity-assignments" element={<AssignmentsPage />} />
      <Route path="/" element={<Navigate to="/activity-request" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
