import { prefetchDashboard } from '@colleghi/shared/platform';
import { loadDashboardRoute } from './lazy-pages';

export type FirstLoad = {
  pathname: string;
  signedIn: boolean;
  /** The screen is narrow enough for the mobile gate, which shows no dashboard. */
  narrow: boolean;
};

/** The page load opens on the dashboard, for a session, on a screen that shows it. */
export function opensDashboard({ pathname, signedIn, narrow }: FirstLoad): boolean {
  return signedIn && !narrow && /^\/dashboard\/*$/.test(pathname);
}

/**
 * Starts what the first screen needs from the API while the shell renders and asks for the
 * session: on /dashboard, dashboard/ (its banners are the largest paint) and the page's own
 * chunk. Without this they wait for the session, then the page. The remotes are not preloaded: measured with the benchmark,
 * running their code this early slowed the shell's own first paint more than it saved.
 */
export function preloadFirstScreen(load: FirstLoad): void {
  if (!opensDashboard(load)) return;
  prefetchDashboard();
  void loadDashboardRoute();
}
