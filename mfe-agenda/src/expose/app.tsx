import { RemotePlaceholderRoutes, type PlaceholderPage } from '@colleghi/shared';

/** Paths this remote owns; each screen replaces its placeholder as its issue lands. */
const PAGES: PlaceholderPage[] = [
  { path: '/agenda', title: 'Agenda' },
  { path: '/records', title: 'Verbali' },
  { path: '/news', title: 'Notizie' },
];

export default function AgendaApp() {
  return <RemotePlaceholderRoutes area="Agenda" pages={PAGES} home="/agenda" />;
}
