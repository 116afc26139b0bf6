import { prefetchDashboard } from '@colleghi/shared';
import { DASHBOARD_LAYOUT } from '../../features/dashboard/dashboard-widgets';
import { preloadRemoteModules, type RemoteModuleRef } from '../federation/remote-modules';
import { findRemoteRoute, isGatedOnMobile, type Access } from './route-table';

export type FirstLoad = {
  pathname: string;
  signedIn: boolean;
  /** The screen is narrow enough for the mobile gate, which mounts no remote. */
  narrow: boolean;
};

function allowed(access: Access, signedIn: boolean): boolean {
  if (access === 'private') return signedIn;
  if (access === 'guest') return !signedIn;
  return true;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function opensDashboard({ pathname, signedIn, narrow }: FirstLoad): boolean {
  return signedIn && !narrow && normalise(pathname) === '/dashboard';
}

/**
 * The remotes' exposed modules the first screen of a page load will mount: every dashboard widget
 * on /dashboard, the owning remote's app on a remote's path. Nothing where the guard would send
 * the visitor elsewhere (a private page without a session, a guest page with one, the mobile gate).
 */
export function remoteModulesFor(load: FirstLoad): RemoteModuleRef[] {
  const path = normalise(load.pathname);
  if (load.narrow && isGatedOnMobile(path)) return [];
  if (path === '/dashboard') {
    if (!opensDashboard(load)) return [];
    return Object.values(DASHBOARD_LAYOUT)
      .flat()
      .map(({ remote, module }) => ({ remote, module }));
  }
  const route = findRemoteRoute(path);
  if (!route || !allowed(route.access, load.signedIn)) return [];
  return [{ remote: route.remote, module: './App' }];
}

/**
 * Starts what the first screen will need while the shell renders and asks for the session: the
 * remotes it mounts and, on /dashboard, its data. Without this each waits for the one before
 * (session, then page, then remote, then data).
 */
export function preloadFirstScreen(load: FirstLoad): void {
  preloadRemoteModules(remoteModulesFor(load));
  if (opensDashboard(load)) prefetchDashboard();
}
