import { platformQueryKeys, queryClient, refreshOnLiveEvents } from '@colleghi/shared/platform';

/** The three activity lists: my requests, the proposals I received, the work assigned to me. */
export type ActivityListName = 'requests' | 'proposals' | 'assignments';

/** What a list's pages depend on besides the page: the tab's status (none: all) and the search. */
export interface ActivityListQuery {
  status?: string;
  search?: string;
}

/**
 * Keys of this slice's data in the page's query cache. Everything lives under `all`, so one
 * invalidation refreshes every list and panel that may show an activity that changed.
 */
export const activityQueryKeys = {
  all: ['activities'],
  list: (name: ActivityListName, query: ActivityListQuery) =>
    [...activityQueryKeys.all, 'list', name, query] as const,
  demand: (id: number) => [...activityQueryKeys.all, 'demand', id] as const,
  /** demands/estimate/: the skills held in an office's city, for the request wizard. */
  officeSkills: (officeId: number, role: string) =>
    [...activityQueryKeys.all, 'office-skills', officeId, role] as const,
} as const;

// A request or a candidacy changed elsewhere (a colleague applied, accepted, withdrew): every
// list and panel of this slice asks again, the ones on screen at once.
refreshOnLiveEvents('activities', { demand: [activityQueryKeys.all] });

/**
 * After an action changed an activity (a candidacy accepted, an assignment, a completion, a
 * payment…): the dashboard's counters and latest requests and the bell (the action may have
 * brought a notification) ask again, wherever they show. This slice's own lists and panels are
 * marked stale without asking at once: the screen that acted already shows the server's answer
 * (the updated activity, in place), and a refetch there would only race it; any other list or
 * panel asks again when it shows.
 */
export function refreshAfterActivityChange(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: activityQueryKeys.all, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: platformQueryKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: platformQueryKeys.notifications }),
  ]).then(() => undefined);
}
