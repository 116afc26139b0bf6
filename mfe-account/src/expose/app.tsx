import { Navigate, Route, Routes } from 'react-router-dom';
import { RemotePlaceholder } from '@colleghi/shared';

const AREA = 'Profilo e abbonamenti';

/** Paths this remote owns; each screen replaces its placeholder as its issue lands. */
const PAGES = [
  { path: '/profile', title: 'Profilo' },
  { path: '/profile-complete', title: 'Completa il profilo' },
  { path: '/profile-edit', title: 'Modifica profilo' },
  { path: '/profile-skills', title: 'Competenze' },
  { path: '/profile-locations', title: 'Secondo comune' },
  { path: '/subscriptions', title: 'Abbonamenti' },
  { path: '/subscription', title: 'Abbonamento' },
  { path: '/account-confirm', title: 'Conferma i tuoi dati' },
  { path: '/subscription-plan', title: 'Scegli il piano' },
  { path: '/subscription-activate', title: 'Attivazione abbonamento' },
];

export default function AccountApp() {
  return (
    <Routes>
      {PAGES.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={<RemotePlaceholder area={AREA} title={page.title} />}
        />
      ))}
      <Route path="/" element={<Navigate to="/profile" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
