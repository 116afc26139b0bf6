import type { ReactNode } from 'react';
import type { AccountPath } from '../../routes';
import { ProfileCompletePage } from './profile-complete-page';
import { ProfileEditPage } from './profile-edit-page';
import { ProfileLocationsPage } from './profile-locations-page';
import { ProfilePage } from './profile-page';
import { ProfileSkillsPage } from './profile-skills-page';

/** The profile screens by declared path (routes.ts); the remote's <Routes> mount them. */
export const profilePages = {
  '/profile': <ProfilePage />,
  '/profile-edit': <ProfileEditPage />,
  '/profile-complete': <ProfileCompletePage />,
  '/profile-skills': <ProfileSkillsPage />,
  '/profile-locations': <ProfileLocationsPage />,
} satisfies Partial<Record<AccountPath, ReactNode>>;
