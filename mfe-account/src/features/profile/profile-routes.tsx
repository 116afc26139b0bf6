import type { ReactNode } from 'react';
import type { AccountPath } from '../../routes';
import { lazyNamed } from '@colleghi/shared/ui';

// Each page is a chunk of its own, loaded when its path opens (the host's Suspense around ./App
// shows its loader): /profile does not load the edit forms, nor the forms the overview.
const ProfileCompletePage = lazyNamed(
  () => import('./profile-complete-page'),
  'ProfileCompletePage',
);
const ProfileEditPage = lazyNamed(() => import('./profile-edit-page'), 'ProfileEditPage');
const ProfileLocationsPage = lazyNamed(
  () => import('./profile-locations-page'),
  'ProfileLocationsPage',
);
const ProfilePage = lazyNamed(() => import('./profile-page'), 'ProfilePage');
const ProfileSkillsPage = lazyNamed(() => import('./profile-skills-page'), 'ProfileSkillsPage');

/** The profile screens by declared path (routes.ts); the remote's <Routes> mount them. */
export const profilePages = {
  '/profile': <ProfilePage />,
  '/profile-edit': <ProfileEditPage />,
  '/profile-complete': <ProfileCompletePage />,
  '/profile-skills': <ProfileSkillsPage />,
  '/profile-locations': <ProfileLocationsPage />,
} satisfies Partial<Record<AccountPath, ReactNode>>;
