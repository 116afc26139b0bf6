/** The notification fields a push is made from. */
export interface PushSource {
  notification_id: number;
  title: string;
  subtitle: string;
  link: string | null;
  deeplink: string | null;
  event_id: number | null;
  record_id: number | null;
  demand_id: number | null;
  candidate_id: number | null;
}

/** What the service worker receives: it shows `title` and `body`, a click opens `url`. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The app's page of each deeplink the bell knows. */
const DEEPLINK_PATHS: Record<string, string> = {
  profile: '/profile',
  agenda: '/agenda',
  courses: '/courses',
  subscriptions: '/subscriptions',
};

/**
 * The page a click opens, as the bell opens it: the notification's own path, the agenda on its
 * event, a deeplink's page, the records, a candidacy's invitations, a demand's requests; else
 * the dashboard.
 */
export function pushUrl(source: PushSource): string {
  if (source.link?.startsWith('/') && !source.link.startsWith('//')) return source.link;
  if (source.deeplink === 'agenda' && source.event_id !== null) {
    return `/agenda?event=${source.event_id}`;
  }
  if (source.deeplink && DEEPLINK_PATHS[source.deeplink]) return DEEPLINK_PATHS[source.deeplink];
  if (source.record_id !== null) return '/records';
  if (source.candidate_id !== null) return '/activity-proposal';
  if (source.demand_id !== null) return '/activity-request';
  return '/dashboard';
}

export function pushPayload(source: PushSource): PushPayload {
  return {
    title: source.title,
    body: source.subtitle,
    url: pushUrl(source),
    tag: `notifica-${source.notification_id}`,
  };
}
