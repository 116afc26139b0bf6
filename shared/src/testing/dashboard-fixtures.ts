import type {
  AppNotification,
  Dashboard,
  DashboardCandidatePreview,
  DashboardCard,
} from '@colleghi/api-contract';
import { dashboardQuery, type DashboardStatus } from '../dashboard/dashboard-store';
import { makeDemand, makeInvitation } from '../domain/activities/test-fixtures';
import { makeEvent } from '../domain/agenda/test-fixtures';
import { ApiQueryError, queryClient } from '../query/query-client';

// Dashboard and notification objects for tests; override only what a test is about.

export function makeDashboardCard(overrides: Partial<DashboardCard> = {}): DashboardCard {
  return {
    id: 1,
    title: 'Completa il tuo profilo',
    subtitle: 'Un profilo completo riceve più incarichi dai colleghi.',
    cta: 'Vai al profilo',
    link: null,
    deeplink: 'profile',
    closable: true,
    color_start: '#1B2A4A',
    color_end: '#3D5A98',
    ...overrides,
  };
}

export function makeDashboardCandidate(
  overrides: Partial<DashboardCandidatePreview['user']> & { id?: number } = {},
): DashboardCandidatePreview {
  const { id = 40, ...user } = overrides;
  return {
    id,
    user: {
      id: 5,
      first_name: 'Luca',
      last_name: 'Verdi',
      profile: { picture: 'https://img.colleghi.test/luca.jpg' },
      ...user,
    },
  };
}

/** A full payload: two events, one card, one request with a candidate, one of each list. */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    events: [
      makeEvent({ id: 1, date: '2026-03-11' }),
      makeEvent({ id: 2, date: '2026-03-12', display_name: 'Udienza · Neri c/ Gialli' }),
    ],
    cards: [makeDashboardCard()],
    counters: { demands: 1, candidates: 1, assigned_demands: 1 },
    demands: [{ ...makeDemand({ id: 10 }), active_candidates: [makeDashboardCandidate()] }],
    candidates: [makeInvitation({ id: 31, demand: { id: 11 } })],
    assigned_demands: [{ ...makeDemand({ id: 12, status: 'ASSIGNED' }), active_candidates: [] }],
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 1,
    status: 'UNREAD',
    title: 'Nuova candidatura',
    subtitle: 'Luca Verdi si è candidato alla tua richiesta.',
    image: null,
    created_at: '2026-03-10T10:00:00+01:00',
    link: null,
    event: null,
    record: null,
    demand: 10,
    candidate: null,
    deeplink: null,
    ...overrides,
  };
}

/**
 * Puts the dashboard query in a state, as the host's visit leaves it: widget tests call it before
 * (or, inside act, after) rendering. Without data the status is 'loading' (a load in flight, which
 * no request backs: widgets never fetch dashboard/ themselves).
 */
export function primeDashboard(
  data: Dashboard | null,
  status: DashboardStatus = data ? 'ready' : 'loading',
): void {
  const query = queryClient
    .getQueryCache()
    .build<Dashboard>(queryClient, { queryKey: dashboardQuery.queryKey });
  const idle = { fetchStatus: 'idle', fetchFailureCount: 0, fetchFailureReason: null } as const;
  if (status === 'ready' && data) {
    query.setState({ ...query.state, ...idle, data, status: 'success', dataUpdatedAt: Date.now() });
  } else if (status === 'error') {
    const result = { data: null, error: { detail: 'Errore' }, error500: false, status: 400 };
    const error = new ApiQueryError(result);
    query.setState({ ...query.state, ...idle, data: undefined, error, status: 'error' });
  } else if (status === 'loading') {
    query.setState({ ...query.state, data: undefined, status: 'pending', fetchStatus: 'fetching' });
  } else {
    query.setState({ ...query.state, ...idle, data: undefined, status: 'pending' });
  }
}
