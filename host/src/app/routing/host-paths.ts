/**
 * The host's own paths (app-routes.tsx; its test keeps the two equal). They come first: a remote
 * that declares one of them is refused.
 */
export const HOST_PATHS = [
  '/',
  '/signin',
  '/forgot',
  '/reset-password',
  '/reset-password/:uid/:token',
  '/signup',
  '/loading',
  '/404',
  '/terms',
  '/privacy',
  '/sso/:token?',
  '/logout',
  '/empty',
  '/dashboard',
  '/index.html',
] as const;

/** Host paths where the narrow-screen gate steps aside (session plumbing). */
export const UNGATED_HOST_PATHS = ['/sso/:token?', '/logout', '/loading'] as const;
