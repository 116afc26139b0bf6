import {
  loadCurrentUser,
  prefetchDashboard,
  setUnauthorizedHandler,
} from '@colleghi/shared/platform';
import { DashboardRoute, SignInPage } from './lazy-pages';

export type FirstLoad = {
  pathname: string;
  signedIn: boolean;
  /** The screen is narrow enough for the mobile gate, which shows no dashboard. */
  narrow: boolean;
};

/** The longest the shell's first render waits for the user and the first page's chunk. */
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
 * Starts what the first screen needs before the shell renders: for a session, the user behind
 * the stored token (every private page waits for it); on /dashboard also dashboard/ (its banners
 * are the largest paint) and the page's chunk; on /signin the page's chunk. Without this the
 * user was asked only once the shell had rendered, and a page whose chunk was not in yet at
 * the first render suspended and was then held back by React's reveal throttle. The remotes are
 * not preloaded: measured with the benchmark, running their code this early slowed the shell's
 * own first paint more than it saved.
 *
 * Resolves once the user and the first page's chunk are in (at once when there is nothing to
 * wait for; at most FIRST_PAGE_WAIT_MS, and never rejects): the shell renders after it, so the
 * page is in the shell's first commit and paints with the header. Rendered earlier, the shell
 * showed its header and a loader first, then the page one commit later (or, for a page that
 * suspended, after React's reveal throttle): an earlier first paint, but a later LCP on
 * /dashboard and /signin at 4× CPU.
 */
export function preloadFirstScreen(load: FirstLoad): Promise<void> {
  const waits: Promise<unknown>[] = [];
  if (load.signedIn) {
    // Until the shell registers its router navigation, a 401 here only ends the session (not a
    // full page load to /signin): the guard of the first render then opens /signin with the
    // page as its callback.
    setUnauthorizedHandler(() => undefined);
    waits.push(loadCurrentUser());
  }
  if (opensSignIn(load)) waits.push(SignInPage.preload());
  if (opensDashboard(load)) {
    prefetchDashboard();
    waits.push(DashboardRoute.preload());
  }
  if (waits.length === 0) return Promise.resolve();
  // A chunk that fails is the page's to report (its lazy asks again), not the start-up's.
  const ready = Promise.all(waits.map((wait) => wait.catch(() => undefined))).then(() => undefined);
  return Promise.race([
    ready,
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
}
