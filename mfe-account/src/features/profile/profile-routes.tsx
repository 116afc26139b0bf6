import { Route } from '@colleghi/shared/router';
import { ProfileCompletePage } from './profile-complete-page';
import { ProfileEditPage } from './profile-edit-page';
import { ProfileLocationsPage } from './profile-locations-page';
import { ProfilePage } from './profile-page';
import { ProfileSkillsPage } from './profile-skills-page';

/** The profile screens, mounted by the remote inside its <Routes> (the host guards them). */
export const profileRoutes = [
  <Route key="profile" path="/profile" element={<ProfilePage />} />,
  <Route key="profile-edit" path="/profile-edit" element={<ProfileEditPage />} />,
  <Route key="profile-complete" path="/profile-complete" element={<ProfileCompletePage />} />,
  <Route key="profile-skills" path="/profile-skills" element={<ProfileSkillsPage />} />,
  <Route key="profile-locations" path="/profile-locations" element={<ProfileLocationsPage />} />,
];
