import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { profileRoutes } from '../features/profile/profile-routes';
import { subscriptionRoutes } from '../features/subscriptions/subscription-routes';

/** The paths this remote owns (the host's route table sends them here). */
export default function AccountApp() {
  return (
    <Routes>
      {profileRoutes}
      {subscriptionRoutes}
      <Route path="/" element={<Navigate to="/profile" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
