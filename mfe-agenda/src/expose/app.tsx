import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { AgendaPage } from '../features/agenda/agenda-page';
import { DeadlineCalculatorPage } from '../features/agenda/deadlines/deadline-calculator-page';
import { NewsPage } from '../features/news/news-page';

/** The paths this remote owns (the host's route table sends them here). */
export interface AgendaAppProps {
  /** Mounted by the host, whose header has the agenda's "Oggi" button. */
  inHost?: boolean;
}

export default function AgendaApp({ inHost = false }: AgendaAppProps) {
  return (
    <Routes>
      <Route path="/agenda" element={<AgendaPage showToday={!inHost} />} />
      <Route path="/agenda/calcolatore" element={<DeadlineCalculatorPage />} />
      <Route path="/news" element={<NewsPage />} />
      <Route path="/" element={<Navigate to="/agenda" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
