import type { RouteDeclaration } from '@colleghi/shared/routes';

/**
 * The pages this remote serves: its <Routes> (expose/app.tsx) and the routes.json the host builds
 * its route table from both come from this list.
 */
export const ROUTES = [
  { path: '/request-activities/:type?', access: 'public' },
  { path: '/activity-request', access: 'private', name: 'demands', nav: 'Attività', navOrder: 10 },
  { path: '/activity-proposal', access: 'private', name: 'proposals' },
  { path: '/activity-assignments', access: 'private' },
] as const satisfies readonly RouteDeclaration[];

export type ActivitiesPath = (typeof ROUTES)[number]['path'];
