import { atom, useAtomValue } from 'jotai';
import { closeDashboardCard, getDashboard } from '../api/dashboard';
import type { Dashboard } from '@colleghi/api-contract';
import type { ApiResult } from '../http/api-result';
import { sharedStore } from '../store';

export type DashboardStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface DashboardState {
  status: DashboardStatus;
  data: Dashboard | null;
}

export interface DashboardData extends DashboardState {
  /** Loads dashboard/ again (after an error, or when a widget changed something it shows). */
  reload: () => Promise<void>;
}

const IDLE: DashboardState = { status: 'idle', data: null };

/**
 * The dashboard payload of the current visit, in the page's one store: the host loads it and
 * every widget, whichever remote it comes from, reads the same copy.
 */
export const dashboardStateAtom = atom<DashboardState>(IDLE);

let inFlight: Promise<void> | null = null;
// Bumped by resetDashboard(): an answer to a request started before a reset is dropped.
let generation = 0;

// Started before the page mounted (a page load that opens on /dashboard): its first visit.
let prefetched: Promise<void> | null = null;

/**
 * Fetches dashboard/ for a new visit of /dashboard. A call while one is already in flight joins
 * it, so a double effect (StrictMode) or a reload pressed twice still makes one request. The
 * first visit takes the prefetched load, finished or not, instead of asking again.
 */
export function loadDashboard(): Promise<void> {
  if (prefetched) {
    const adopted = prefetched;
    prefetched = null;
    return adopted;
  }
  if (inFlight) return inFlight;
  const current = generation;
  // A new visit never shows the previous visit's (or previous user's) data while it loads.
  sharedStore.set(dashboardStateAtom, { status: 'loading', data: null });
  const pending = getDashboard().then(({ data }) => {
    if (current !== generation) return;
    inFlight = null;
    sharedStore.set(
      dashboardStateAtom,
      data ? { status: 'ready', data } : { ...IDLE, status: 'error' },
    );
  });
  inFlight = pending;
  return pending;
}

/**
 * Hides a closable card (DELETE cards/{id}/) and, once the server agrees, drops it from the
 * shared payload. A 404 means it is already gone for this user, so it is dropped as well.
 */
export async function dismissDashboardCard(id: number): Promise<ApiResult<null>> {
  const result = await closeDashboardCard(id);
  if (result.error === null || result.status === 404) {
    const state = sharedStore.get(dashboardStateAtom);
    if (state.data) {
      const cards = state.data.cards.filter((card) => card.id !== id);
      sharedStore.set(dashboardStateAtom, { ...state, data: { ...state.data, cards } });
    }
  }
  return result;
}

/**
 * Starts loading dashboard/ while the shell is still starting (the API base must be configured),
 * so the data is on its way before the page asks for it.
 */
export function prefetchDashboard(): void {
  prefetched = loadDashboard();
}

/** Forgets the payload (a fresh page; tests call it between cases). */
export function resetDashboard(): void {
  generation += 1;
  inFlight = null;
  prefetched = null;
  sharedStore.set(dashboardStateAtom, IDLE);
}

/** What a dashboard widget reads; widgets never fetch dashboard/ themselves. */
export function useDashboardData(): DashboardData {
  const state = useAtomValue(dashboardStateAtom);
  return { ...state, reload: loadDashboard };
}
