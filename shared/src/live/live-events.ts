import type { QueryKey } from '@tanstack/react-query';
import { loadCurrentUser } from '../auth/session';
import { platformQueryKeys, queryClient } from '../query/query-client';

/**
 * What the API's event stream (events/stream/) says happened to the signed-in user:
 * - `notification`: a new notification in the bell;
 * - `demand`: a request or a candidacy on it changed (for the requester and the candidates);
 * - `agenda`: an agenda event was created or changed;
 * - `purchase`: a subscription, a course or a package was activated.
 */
export const LIVE_EVENT_TYPES = ['notification', 'demand', 'agenda', 'purchase'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export function isLiveEventType(value: string): value is LiveEventType {
  return (LIVE_EVENT_TYPES as readonly string[]).includes(value);
}

/** For each event type, the query keys (prefixes) whose data the event may have changed. */
export type LiveQueryKeys = Partial<Record<LiveEventType, readonly QueryKey[]>>;

/**
 * Who refreshes what, by owner: each slice declares the keys of its own data once, next to them
 * (`refreshOnLiveEvents('activities', { demand: [activityQueryKeys.all] })`), so the platform
 * never names a slice's keys and a slice never names another's. This file is a federation
 * singleton: a declaration made by a remote's module is seen by the one stream of the page.
 * Declaring again under the same owner replaces the previous declaration.
 */
const declarations = new Map<string, LiveQueryKeys>();

export function refreshOnLiveEvents(owner: string, keys: LiveQueryKeys): void {
  declarations.set(owner, keys);
}

// The platform's own data: the bell and the dashboard's payload, which every slice's events move.
refreshOnLiveEvents('platform', {
  notification: [platformQueryKeys.notifications],
  demand: [platformQueryKeys.dashboard],
  agenda: [platformQueryKeys.dashboard],
  purchase: [platformQueryKeys.dashboard, platformQueryKeys.notifications],
});

/** Every key declared for an event type, in the order the owners declared them. */
export function queryKeysForLiveEvent(type: LiveEventType): QueryKey[] {
  return [...declarations.values()].flatMap((keys) => keys[type] ?? []);
}

/**
 * An event arrived: every query under a declared key is marked stale, and those a screen shows
 * ask again at once (the others when they show next). A purchase also changes the session's user
 * (its subscriptions and packages), which is session state, not a query: it is read again.
 */
export function applyLiveEvent(type: LiveEventType): Promise<void> {
  const keys = queryKeysForLiveEvent(type);
  const refreshed: Promise<unknown>[] = keys.map((queryKey) =>
    queryClient.invalidateQueries({ queryKey }),
  );
  if (type === 'purchase') refreshed.push(loadCurrentUser());
  return Promise.all(refreshed).then(() => undefined);
}
