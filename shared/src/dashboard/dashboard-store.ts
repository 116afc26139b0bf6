import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { closeDashboardCard, getDashboard } from '../api/dashboard';
import type { Dashboard } from '@colleghi/api-contract';
import type { ApiResult } from '../http/api-result';
import { fromApi, platformQueryKeys, queryClient } from '../query/query-client';

export type DashboardStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface DashboardState {
  status: DashboardStatus;
  data: Dashboard | null;
}

export interface DashboardData extends DashboardState {
  /** Loads dashboard/ again (after an error, or when a widget changed something it shows). */
  reload: () => Promise<void>;
}

/**
 * The dashboard payload, one query in the page's one cache: the host's page loads it and every
 * widget, whichever remote it comes from, reads the same copy. The first visit takes the first
 * screen's prefetch, answered or not; every later visit asks again (see useDashboardVisit).
 */
export const dashboardQuery = queryOptions({
  queryKey: platformQueryKeys.dashboard,
  queryFn: () => fromApi(getDashboard()),
  // A visit that opens on a failed load shows its error and Riprova, instead of asking again.
  retryOnMount: false,
});

/**
 * Starts loading dashboard/ while the shell is still starting (the API base must be configured),
 * so the data is on its way before the page asks for it: the page's first visit takes this load,
 * finished or not.
 */
export function prefetchDashboard(): void {
  void queryClient.prefetchQuery(dashboardQuery);
}

// The loads a visit of the page has shown (query objects, not data): the next visit asks again
// instead of taking them. A load no visit has shown yet is the prefetch, the first visit's.
const shownByAVisit = new WeakSet<object>();

const cachedDashboard = () =>
  queryClient.getQueryCache().find({ queryKey: platformQueryKeys.dashboard, exact: true });

/**
 * Drops a payload a past visit showed, before this visit's first render: a new visit never shows
 * the previous visit's data while it loads (a new session never finds any: ending one empties
 * the cache). A load still in flight is this visit's.
 */
function forgetPastVisit(): void {
  const query = cachedDashboard();
  if (query && shownByAVisit.has(query) && query.state.fetchStatus === 'idle') {
    queryClient.removeQueries({ queryKey: platformQueryKeys.dashboard, exact: true });
  }
}

/**
 * The host's /dashboard page: loads dashboard/ for this visit (once, also under StrictMode's
 * double effects: a load in flight is joined). While the page shows, a change made anywhere that
 * invalidates platformQueryKeys.dashboard loads it again in the background, the widgets keeping
 * the previous payload until it arrives.
 */
export function useDashboardVisit(): void {
  useState(forgetPastVisit);
  useQuery(dashboardQuery, queryClient);
  useEffect(() => {
    const query = cachedDashboard();
    if (query) shownByAVisit.add(query);
  }, []);
}

/**
 * What a dashboard widget reads; widgets never fetch dashboard/ themselves (the query is not
 * enabled here): they show what the host's visit loaded, and `reload` asks again.
 */
export function useDashboardData(): DashboardData {
  const query = useQuery({ ...dashboardQuery, enabled: false }, queryClient);
  const { data, isFetching, isError, refetch } = query;
  let status: DashboardStatus = 'idle';
  if (data !== undefined) status = 'ready';
  else if (isFetching) status = 'loading';
  else if (isError) status = 'error';
  return {
    status,
    data: data ?? null,
    reload: async () => {
      await refetch();
    },
  };
}

/**
 * Hides a closable card (DELETE cards/{id}/) and, once the server agrees, drops it from the
 * cached payload. A 404 means it is already gone for this user, so it is dropped as well. The
 * mutation answers the call's result (it never throws): the banner says a refusal itself.
 */
export function useDismissDashboardCard() {
  return useMutation(
    {
      mutationFn: (id: number): Promise<ApiResult<null>> => closeDashboardCard(id),
      onSuccess: (result, id) => {
        if (result.error !== null && result.status !== 404) return;
        queryClient.setQueryData<Dashboard>(platformQueryKeys.dashboard, (payload) =>
          payload ? { ...payload, cards: payload.cards.filter((card) => card.id !== id) } : payload,
        );
      },
    },
    queryClient,
  );
}
