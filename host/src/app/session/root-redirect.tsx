import { Navigate } from '@colleghi/shared/router';
import { useSession } from '@colleghi/shared/platform';
import { SessionGate } from '../routing/session-gate';
import { LandingPage } from '../routing/lazy-pages';
import { pathOf, useRouteTable } from '../routing/route-table';

/** Keys the learning remote writes when a visitor opens a course or package before signing in. */
export const CURRENT_COURSE_KEY = 'current_course';
export const CURRENT_PACKAGE_KEY = 'current_package';

function storedId(key: string): string | null {
  const value = window.localStorage.getItem(key);
  return value && /^\d+$/.test(value) ? value : null;
}

/** "/" is the landing page for visitors; signed-in users go where they were headed. */
export function RootRedirect() {
  const { isAuthenticated, user } = useSession();
  const table = useRouteTable();
  if (!isAuthenticated) return <LandingPage />;
  if (!user) return <SessionGate>{null}</SessionGate>;
  // The pages the learning remote names `course` and `package`.
  const course = storedId(CURRENT_COURSE_KEY);
  const coursePath = course && pathOf(table, 'course', { id: course });
  if (coursePath) return <Navigate to={coursePath} replace />;
  const pkg = storedId(CURRENT_PACKAGE_KEY);
  const packagePath = pkg && pathOf(table, 'package', { id: pkg });
  if (packagePath) return <Navigate to={packagePath} replace />;
  return <Navigate to="/dashboard" replace />;
}
