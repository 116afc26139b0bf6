import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { learningRoutes } from '../features/learning-routes';

/** The paths this remote declares in routes.ts (the host's route table sends them here). */
export default function LearningApp() {
  return (
    <Routes>
      {learningRoutes}
      <Route path="/" element={<Navigate to="/courses" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
