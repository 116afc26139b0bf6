import type {
  DashboardCard as CDashboardCard,
  Dashboard as CDashboard,
} from '@colleghi/api-contract';
// Shapes of the dashboard and of the notification feed (contract of issue 7). Nullable fields are
// null on the wire, never missing.
import type { Candidate, Demand } from './activity-types';
import type { Notification } from '@colleghi/api-contract';

/** Where a card or a notification deep-links inside the app. */
export const DEEPLINKS = ['profile', 'agenda', 'courses', 'subscriptions'] as const;
export type Deeplink = (typeof DEEPLINKS)[number];

/** A banner of the dashboard, drawn with a gradient from color_start to color_end. */
export type DashboardCard = CDashboardCard;

export interface DashboardCounters {
  /** Open requests created by the user. */
  demands: number;
  /** The user's availabilities: candidacies given, PENDING or ACCEPTED. */
  candidates: number;
  /** Assignments received and not concluded yet. */
  assigned_demands: number;
}

/** The part of a candidate the dashboard sends: enough for a picture and a name. */
export interface DashboardCandidatePreview {
  id: number;
  user: {
    id: number;
    first_name: string;
    last_name: string;
    profile: { picture: string | null };
  };
}

/** A demand of the dashboard: its active candidates come as previews. */
export type DashboardDemand = Omit<Demand, 'active_candidates'> & {
  active_candidates: DashboardCandidatePreview[];
};

/** One of the user's candidacies, with its demand. */
export type DashboardCandidacy = Candidate & { demand: Demand };

/** GET dashboard/: everything the dashboard widgets show, for the signed-in user only. */
export type Dashboard = CDashboard;

/** An item of notifications/ (named so it does not shadow the DOM's Notification). */
export type AppNotification = Notification;

export type NotificationStatus = AppNotification['status'];

/** notifications/unread_notifications/ and notifications/readall/. */
export interface NotificationTotal {
  total: number;
}
