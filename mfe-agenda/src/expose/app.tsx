import { Navigate, Route, Routes } from 'react-router-dom';
import { RemotePlaceholder } from '@colleghi/shared';

const AREA = 'Agenda';

/** Paths this remote owns; each screen replaces its placeholder as its issue lands. */
const PAGES = [
  { path: '/agenda', title: 'Agenda' },
  { path: '/records', title: 'Verbali' },
  { path: '/news', title: 'Notizie' },
];

export default function AgendaApp() {
  return (
    <Routes>
      {PAGES.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={<RemotePlaceholder area={AREA} title={page.title} />}
        />
      ))}
      <Route path="/" element={<Navigate to="/agenda" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
