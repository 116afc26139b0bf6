import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from '@colleghi/shared/router';
import { useSession } from '@colleghi/shared/platform';
import { isSafeCallback } from '../../auth/callback';
import { SessionGate } from './session-gate';
import type { Access } from './route-table';

/** Signed-out visitors go to /signin and come back afterwards through `callback`. */
function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    const callback = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/signin?callback=${callback}`} replace />;
  }
  return <SessionGate>{children}</SessionGate>;
}

/** Signed-in users leave guest pages: to the safe `callback` they came for, else home. */
function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const [params] = useSearchParams();
  if (isAuthenticated) {
    const callback = params.get('callback');
    return <Navigate to={callback && isSafeCallback(callback) ? callback : '/'} replace />;
  }
  return <>{children}</>;
}

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'private') return <RequireAuth>{children}</RequireAuth>;
  if (access === 'guest') return <GuestOnly>{children}</GuestOnly>;
  return <>{children}</>;
}
