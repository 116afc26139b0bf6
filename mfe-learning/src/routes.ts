import type { RouteDeclaration } from '@colleghi/shared/routes';

/**
 * The pages this remote serves: its <Routes> (expose/app.tsx) and the routes.json the host builds
 * its route table from both come from this list. The host opens `course` or `package` after a
 * sign-in that started on one.
 */
export const ROUTES = [
  { path: '/courses', access: 'public', name: 'courses', nav: 'Corsi', navOrder: 50 },
  { path: '/courses/:id', access: 'public', name: 'course' },
  { path: '/package/:id', access: 'public', name: 'package' },
  { path: '/purchased', access: 'private' },
] as const satisfies readonly RouteDeclaration[];

export type LearningPath = (typeof ROUTES)[number]['path'];
