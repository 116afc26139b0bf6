import { RemotePlaceholderRoutes, type PlaceholderPage } from '@colleghi/shared';

/** Paths this remote owns; each screen replaces its placeholder as its issue lands. */
const PAGES: PlaceholderPage[] = [
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
  return <RemotePlaceholderRoutes area="Profilo e abbonamenti" pages={PAGES} home="/profile" />;
}
