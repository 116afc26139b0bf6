import { Navigate, Route, Routes } from 'react-router-dom';
import { RemotePlaceholder } from '@colleghi/shared';

const AREA = 'Attività';

/** Paths this remote owns; each screen replaces its placeholder as its issue lands. */
const PAGES = [
  { path: '/request-activities/:type?', title: 'Richiedi un’attività' },
  { path: '/activity-request', title: 'Le mie richieste' },
  { path: '/activity-proposal', title: 'Disponibilità' },
  { path: '/activity-assignments', title: 'Incarichi ricevuti' },
];

export default function ActivitiesApp() {
  return (
    <Routes>
      {PAGES.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={<RemotePlaceholder area={AREA} title={page.title} />}
        />
      ))}
      <Route path="/" element={<Navigate to="/request-activities" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
