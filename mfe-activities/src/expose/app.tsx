import { RemotePlaceholderRoutes, type PlaceholderPage } from '@colleghi/shared';

/** Paths this remote owns; each screen replaces its placeholder as its issue lands. */
const PAGES: PlaceholderPage[] = [
  { path: '/request-activities/:type?', title: 'Richiedi un’attività' },
  { path: '/activity-request', title: 'Le mie richieste' },
  { path: '/activity-proposal', title: 'Disponibilità' },
  { path: '/activity-assignments', title: 'Incarichi ricevuti' },
];

export default function ActivitiesApp() {
  return <RemotePlaceholderRoutes area="Attività" pages={PAGES} home="/request-activities" />;
}
