import { Navigate, Route, Routes } from 'react-router-dom';
import { RemotePlaceholder } from '@colleghi/shared';

const AREA = 'Formazione';

/** Paths this remote owns; each screen replaces its placeholder as its issue lands. */
const PAGES = [
  { path: '/courses', title: 'Corsi' },
  { path: '/courses/:id', title: 'Dettaglio corso' },
  { path: '/package/:id', title: 'Dettaglio pacchetto' },
  { path: '/purchased', title: 'Corsi acquistati' },
];

export default function LearningApp() {
  return (
    <Routes>
      {PAGES.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={<RemotePlaceholder area={AREA} title={page.title} />}
        />
      ))}
      <Route path="/" element={<Navigate to="/courses" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
