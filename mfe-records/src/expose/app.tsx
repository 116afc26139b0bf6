import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { RecordsPage } from '../features/records/records-page';

/** The paths this remote owns (the host's route table sends them here). */
export default function RecordsApp() {
  return (
    <Routes>
      <Route path="/records" element={<RecordsPage />} />
      <Route path="/" element={<Navigate to="/records" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
