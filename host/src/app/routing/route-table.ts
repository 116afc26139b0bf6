import { matchPath } from '@colleghi/shared/router';
import type { RemoteName } from '../federation/remote-names';

/** public: anyone; guest: signed-out only; private: signed-in only. */
export type Access = 'public' | 'guest' | 'private';

export type RemoteRoute = { path: string; remote: RemoteName; access: Access };

/** Which remote owns which path (DESIGN.md "Who owns which route"). The host owns the rest. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/request-activities/:type?', remote: 'activities', access: 'public' },
  { path: '/activity-request', remote: 'activities', access: 'private' },
  { path: '/activity-proposal', remote: 'activities', access: 'private' },
  { path: '/activity-assignments', remote: 'activities', access: 'private' },
  { path: '/agenda', remote: 'agenda', access: 'private' },
  { path: '/agenda/calcolatore', remote: 'agenda', access: 'private' },
  { path: '/records', remote: 'records', access: 'private' },
  { path: '/news', remote: 'agenda', access: 'private' },
  { path: '/profile', remote: 'account', access: 'private' },
  { path: '/profile-complete', remote: 'account', access: 'private' },
  { path: '/profile-edit', remote: 'account', access: 'private' },
  { path: '/profile-skills', remote: 'account', access: 'private' },
  { path: '/profile-locations', remote: 'account', access: 'private' },
  { path: '/subscriptions', remote: 'account', access: 'public' },
  { path: '/subscription', remote: 'account', access: 'public' },
  { path: '/account-confirm', remote: 'account', access: 'public' },
  { path: '/subscription-plan', remote: 'account', access: 'public' },
  { path: '/subscription-activate', remote: 'account', access: 'public' },
  { path: '/courses', remote: 'learning', access: 'public' },
  { path: '/courses/:id', remote: 'learning', access: 'public' },
  { path: '/package/:id', remote: 'learning', access: 'public' },
  { path: '/purchased', remote: 'learning', access: 'private' },
];

export function findRemoteRoute(pathname: string): RemoteRoute | null {
  return (
    REMOTE_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? null
  );
}

/** Paths where the narrow-screen gate steps aside (session plumbing and payment returns). */
const UNGATED = ['/sso', '/logout', '/loading', '/subscription-activate'];

export function isGatedOnMobile(pathname: string): boolean {
  return !UNGATED.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
