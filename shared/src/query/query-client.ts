import { QueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../http/api-result';

/**
 * The page's one cache of server data. This file is a federation singleton, so the host and every
 * remote read and invalidate the same queries: an answer one of them loaded is there for the
 * others, and a mutation anywhere refreshes whatever shows what it changed.
 *
 * No automatic retries: request() already reports a failure once (the 500 modal, the 401
 * redirect) and the screens offer "Riprova". No refetch on window focus: screens refresh when
 * something they show changes (mutations, the bell's interval), not when the user alt-tabs.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** A failed API call as TanStack Query sees it: the whole result, for the screen's message. */
export class ApiQueryError extends Error {
  constructor(readonly result: ApiResult<unknown>) {
    super(`API ${result.status}`);
    this.name = 'ApiQueryError';
  }
}

/**
 * Turns request()'s never-throwing result into what a query function returns: the data, or an
 * ApiQueryError carrying the result (its `error` body, `error500`, `reported`, `status`).
 */
export async function fromApi<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (result.error !== null) throw new ApiQueryError(result);
  // A 204 answers null, which TanStack Query keeps as it is (only undefined is refused).
  return result.data as T;
}

/** The result behind a query's error, when it came from the API. */
export function apiResultOf(error: unknown): ApiResult<unknown> | null {
  return error instanceof ApiQueryError ? error.result : null;
}

/**
 * Keys of the server data that more than one slice shows or changes. Each slice keys its own
 * data itself; these belong to the platform (the signed-in user is session state, in jotai:
 * loadCurrentUser() refreshes it), so a remote can refresh them after a change (an
 * accepted candidacy moves the dashboard's counters and brings a notification) without knowing
 * who shows them.
 */
export const platformQueryKeys = {
  /** dashboard/: the payload every dashboard widget reads. */
  dashboard: ['dashboard'],
  /** The bell: the unread count and the feed (notifications/…). */
  notifications: ['notifications'],
} as const;
