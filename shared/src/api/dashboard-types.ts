import type {
  DashboardCard as CDashboardCard,
  Dashboard as CDashboard,
  DashboardCandidatePreview as CDashboardCandidatePreview,
  DashboardDemand as CDashboardDemand,
  Deeplink as CDeeplink,
  ResponseBody,
} from '@colleghi/api-contract';
// Shapes of the dashboard and of the notification feed (contract of issue 7). Nullable fields are
// null on the wire, never missing.
import type { Notification } from '@colleghi/api-contract';

/** Where a card or a notification deep-links inside the app. */
export const DEEPLINKS = [
  'profile',
  'agenda',
  'courses',
  'subscriptions',
] as const satisfies readonly CDeeplink[];
export type Deeplink = CDeeplink;

/** A banner of the dashboard, drawn with a gradient from color_start to color_end. */
export type DashboardCard = CDashboardCard;

/** Open requests, candidacies given (PENDING or ACCEPTED), assignments not concluded yet. */
export type DashboardCounters = CDashboard['counters'];

/** The part of a candidate the dashboard sends: enough for a picture and a name. */
export type DashboardCandidatePreview = CDashboardCandidatePreview;

/** A demand of the dashboard: its active candidates come as previews. */
export type DashboardDemand = CDashboardDemand;

/** One of the user's candidacies, with its demand. */
export type DashboardCandidacy = CDashboard['candidates'][number];

/** GET dashboard/: everything the dashboard widgets show, for the signed-in user only. */
export type Dashboard = CDashboard;

/** An item of notifications/ (named so it does not shadow the DOM's Notification). */
export type AppNotification = Notification;

export type NotificationStatus = AppNotification['status'];

/** notifications/unread_notifications/ and notifications/readall/. */
export type NotificationTotal = ResponseBody<'/api/notifications/unread_notifications/', 'get'>;
