import { prefetchDashboard, setUnauthorizedHandler } from '@colleghi/shared/platform';
import { loadSessionUser } from '../session/use-session-bootstrap';
import { DashboardRoute, SignInPage } from './lazy-pages';

export type FirstLoad = {
  pathname: string;
  signedIn: boolean;
  /** The screen is narrow enough for the mobile gate, which shows no dashboard. */
  narrow: boolean;
};

/** The longest the shell's first render waits for the first page's chunk. */
export const FIRST_PAGE_WAIT_MS = 1000;

/** The page load opens on the dashboard, for a session, on a screen that shows it. */
export function opensDashboard({ pathname, signedIn, narrow }: FirstLoad): boolean {
  return signedIn && !narrow && /^\/dashboard\/*$/.test(pathname);
}

/** The page load opens on /signin without a session (with one, the guard leaves it). */
export function opensSignIn({ pathname, signedIn }: FirstLoad): boolean {
  return !signedIn && /^\/signin\/*$/.test(pathname);
}

/**
 * Starts what the first screen needs while the shell renders: for a session, the user behind
 * the stored token (every private page waits for it); on /dashboard also dashboard/ (its banners
 * are the largest paint) and the page's chunk; on /signin the page's chunk. Without this the
 * user was asked only once the shell had rendered, and a page whose chunk was not in yet at
 * the first render suspended and was then held back by React's reveal throttle. The remotes are
 * not preloaded: measured with the benchmark, running their code this early slowed the shell's
 * own first paint more than it saved.
 *
 * Resolves once the first page's chunk is in (at once when there is none to preload; at most
 * FIRST_PAGE_WAIT_MS, and never rejects): the shell renders after it, so that the page renders
 * in the shell's first commit instead of a fallback, which would bring the throttle back.
 */
export function preloadFirstScreen(load: FirstLoad): Promise<void> {
  if (load.signedIn) {
    // Until the shell registers its router navigation, a 401 here only ends the session (not a
    // full page load to /signin): the guard of the first render then opens /signin with the
    // page as its callback.
    setUnauthorizedHandler(() => undefined);
    void loadSessionUser();
  }
  let page: Promise<void> | null = null;
  if (opensSignIn(load)) page = SignInPage.preload();
  if (opensDashboard(load)) {
    prefetchDashboard();
    page = DashboardRoute.preload();
  }
  if (!page) return Promise.resolve();
  // A chunk that fails is the page's to report (its lazy asks again), not the start-up's.
  const loaded = page.catch(() => undefined);
  return Promise.race([
    loaded,
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
}
