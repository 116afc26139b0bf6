import type { RouteDeclaration } from '@colleghi/shared/routes';

/**
 * The pages this remote serves: its <Routes> (expose/app.tsx) and the routes.json the host builds
 * its route table from both come from this list. The purchase pages are public in the host: each
 * sends a guest to /signin itself when the step needs an account.
 */
export const ROUTES = [
  { path: '/profile', access: 'private', name: 'profile' },
  { path: '/profile-complete', access: 'private' },
  { path: '/profile-edit', access: 'private' },
  { path: '/profile-skills', access: 'private' },
  { path: '/profile-locations', access: 'private' },
  { path: '/subscriptions', access: 'public', name: 'subscriptions', urlToken: true },
  { path: '/subscription', access: 'public', urlToken: true },
  { path: '/account-confirm', access: 'public' },
  { path: '/subscription-plan', access: 'public' },
  // The payment providers return here, on any screen.
  { path: '/subscription-activate', access: 'public', ungated: true },
] as const satisfies readonly RouteDeclaration[];

export type AccountPath = (typeof ROUTES)[number]['path'];
