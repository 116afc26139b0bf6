import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { AgendaPage } from '../features/agenda/agenda-page';
import { NewsPage } from '../features/news/news-page';
import { RecordsPage } from '../features/records/records-page';

/** The paths this remote owns (the host's route table sends them here). */
export default function AgendaApp() {
  return (
    <Routes>
      <Route path="/agenda" element={<AgendaPage />} />
      <Route path="/records" element={<RecordsPage />} />
      <Route path="/news" element={<NewsPage />} />
      <Route path="/" element={<Navigate to="/agenda" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
