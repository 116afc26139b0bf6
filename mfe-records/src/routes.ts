import type { RouteDeclaration } from '@colleghi/shared/routes';

/**
 * The pages this remote serves: its <Routes> (expose/app.tsx) and the routes.json the host builds
 * its route table from both come from this list. `records` is what the host and the
 * notifications link by; `?shared=<id>` opens a record shared with the user.
 */
export const ROUTES = [
  { path: '/records', access: 'private', name: 'records', nav: 'Verbali', navOrder: 30 },
] as const satisfies readonly RouteDeclaration[];

export type RecordsPath = (typeof ROUTES)[number]['path'];
