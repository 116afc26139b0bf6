import type { RouteDeclaration } from '@colleghi/shared/routes';

/**
 * The pages this remote serves: its <Routes> (expose/app.tsx) and the routes.json the host builds
 * its route table from both come from this list. The host shows its "Oggi" button on the page
 * named `agenda`.
 */
export const ROUTES = [
  { path: '/agenda', access: 'private', name: 'agenda', nav: 'Agenda', navOrder: 20 },
  { path: '/agenda/calcolatore', access: 'private' },
  { path: '/news', access: 'private', nav: 'News', navOrder: 40 },
] as const satisfies readonly RouteDeclaration[];

export type AgendaPath = (typeof ROUTES)[number]['path'];
