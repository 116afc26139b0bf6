import type { RouteDeclaration } from '@colleghi/shared/routes';

/**
 * The pages this remote serves: its <Routes> (expose/app.tsx) and the routes.json the host builds
 * its route table from both come from this list. The host shows its "Oggi" button on the page
 * named `agenda`.
 */
export const ROUTES = [
  { path: '/agenda', access: 'private', name: 'agenda', nav: 'Agenda' },
  { path: '/agenda/calcolatore', access: 'private' },
  { path: '/records', access: 'private', name: 'records', nav: 'Verbali' },
  { path: '/news', access: 'private', nav: 'News' },
] as const satisfies readonly RouteDeclaration[];

export type AgendaPath = (typeof ROUTES)[number]['path'];
