import { Navigate } from '@colleghi/shared/router';
import { useSession } from '@colleghi/shared';
import { SessionGate } from '../routing/session-gate';
import { LandingPage } from '../routing/lazy-pages';

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
  if (!isAuthenticated) return <LandingPage />;
  if (!user) return <SessionGate>{null}</SessionGate>;
  const course = storedId(CURRENT_COURSE_KEY);
  if (course) return <Navigate to={`/courses/${course}`} replace />;
  const pkg = storedId(CURRENT_PACKAGE_KEY);
  if (pkg) return <Navigate to={`/package/${pkg}`} replace />;
  return <Navigate to="/dashboard" replace />;
}
