import { RemotePlaceholderRoutes, type PlaceholderPage } from '@colleghi/shared';

/** Paths this remote owns; each screen replaces its placeholder as its issue lands. */
const PAGES: PlaceholderPage[] = [
  { path: '/courses', title: 'Corsi' },
  { path: '/courses/:id', title: 'Dettaglio corso' },
  { path: '/package/:id', title: 'Dettaglio pacchetto' },
  { path: '/purchased', title: 'Corsi acquistati' },
];

export default function LearningApp() {
  return <RemotePlaceholderRoutes area="Formazione" pages={PAGES} home="/courses" />;
}
