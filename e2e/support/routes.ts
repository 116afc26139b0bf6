// The routes of the route table (host and remotes) as a visitor and signed in: the accessibility
// check and the screenshots (`pnpm screens`) both go through every one of them.

// Seeded catalogue ids (api/src/seed): a course and a package.
export const COURSE = 1;
export const PACKAGE = 31;

export const PUBLIC_ROUTES = [
  '/',
  '/signin',
  '/signup',
  '/forgot',
  '/reset-password/1/link-di-prova',
  '/terms',
  '/privacy',
  '/404',
  '/subscriptions',
  '/subscription?type=professional',
  '/courses',
  `/courses/${COURSE}`,
  `/package/${PACKAGE}`,
  '/request-activities',
  '/request-activities/SUBSTITUTE',
];

export const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/activity-request',
  '/activity-proposal',
  '/activity-assignments',
  '/request-activities/SUBSTITUTE',
  '/agenda',
  '/agenda/calcolatore',
  '/records',
  '/news',
  '/profile',
  '/profile-complete',
  '/profile-edit',
  '/profile-skills',
  '/profile-locations',
  '/subscriptions',
  '/subscription?type=professional',
  '/courses',
  `/courses/${COURSE}`,
  `/package/${PACKAGE}`,
  '/purchased',
];
