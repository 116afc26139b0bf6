import { Navigate, useLocation } from '@colleghi/shared/router';
import { RemoteMount } from '../federation/remote-mount';
import { Guard } from './guards';
import { findRemoteRoute } from './route-table';

/**
 * What every remote's ./App is told about the page it runs in: the host's header is there (with
 * its own "Oggi" on /agenda), so a remote leaves out what its standalone shell needs.
 */
export const HOST_APP_PROPS = { inHost: true } as const;

/**
 * Mounted on the catch-all route, so the remote's own <Routes> match absolute paths.
 * Paths no remote owns go to /404.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const route = findRemoteRoute(pathname);
  if (!route) return <Navigate to="/404" replace />;
  return (
    <Guard access={route.access}>
      <RemoteMount key={route.remote} remote={route.remote} props={HOST_APP_PROPS} />
    </Guard>
  );
}
