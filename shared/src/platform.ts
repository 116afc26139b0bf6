// @colleghi/shared/platform: what there is one of per page. The host and every remote import
// the same copy (the files holding state are federation singletons: SHARED_STATE_FILES in
// federation/shared-deps.ts), so they share one store, one session, one HTTP client, one
// configuration, one queue of toasts and one cache of server data (the dashboard payload among
// it). The API calls of the session (sign-in, the current user, cities, offices) come with it.

export { configureApi, configurePaymentKeys, getApiBase, getPaymentKeys } from './config';
export type { PaymentKeys } from './config';
export { sharedStore, SharedStoreProvider, atom, useAtom, useAtomValue, useSetAtom } from './store';
export type { Atom, PrimitiveAtom, WritableAtom } from './store';

// the session
export { STORAGE_KEYS } from './auth/storage';
export type { StorageKey } from './auth/storage';
export { tokenAtom, userAtom, userLoadFailedAtom, userLoadingAtom } from './auth/atoms';
export { startSession, loadCurrentUser } from './auth/session';
export { endSession } from './auth/end-session';
export { setUnauthorizedHandler } from './auth/unauthorized';
export { getAuthToken } from './auth/token';
export { useSession } from './auth/use-session';
export type { Session } from './auth/use-session';

// HTTP
export { apiClient } from './http/client';
export { request } from './http/request';
export type { HttpMethod, RequestOptions } from './http/request';
export type { ApiErrorBody, ApiResult } from './http/api-result';
export {
  flattenFieldErrors,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  serverErrorMessage,
} from './http/errors';
export { globalErrorAtom } from './http/global-error-atom';

// server data: the page's one TanStack Query cache, and request() results as query functions
export {
  queryClient,
  fromApi,
  apiResultOf,
  ApiQueryError,
  platformQueryKeys,
} from './query/query-client';

// the live layer: the page's one event stream and what each slice refreshes on its events
export {
  LIVE_EVENT_TYPES,
  refreshOnLiveEvents,
  queryKeysForLiveEvent,
  applyLiveEvent,
} from './live/live-events';
export type { LiveEventType, LiveQueryKeys } from './live/live-events';
export {
  liveStreamStatusAtom,
  startLiveUpdates,
  useLiveUpdates,
  useLiveStreamOpen,
} from './live/event-stream';
export type { LiveStreamStatus } from './live/event-stream';

// Web Push in this browser: the profile's switch turns it on and off, sign-out forgets it
export {
  enableWebPush,
  disableWebPush,
  forgetBrowserPush,
  browserPushState,
  WEB_PUSH_MESSAGES,
} from './push/web-push';
export type { WebPushOutcome } from './push/web-push';

// the API calls of the session and of the pickers every app has
export {
  login,
  logout as logoutOnServer,
  register,
  lightRegister,
  resetPassword,
  confirmPasswordReset,
  changePassword,
} from './api/auth';
export { getMe, updateMe, updateAuthUser } from './api/users';
export { CITY_OPTIONS_KEY, cityOptions, searchCities } from './api/cities';
export { searchOffices } from './api/offices';
export { autocomplete } from './api/autocomplete';

// the toasts of the page (ToastHost, in /ui, shows them)
export { showToast, toastsAtom, TOAST_CLEARANCE, TOAST_DURATION_MS } from './ui/toast-store';
export type { Toast, ToastSeverity } from './ui/toast-store';

// dayjs with the Italian locale and Rome's time zone, set up once for the page
export { dayjs } from './domain/format';

// the dashboard payload: a query the host loads once per visit, read by every remote's widget
export { getDashboard, closeDashboardCard } from './api/dashboard';
export {
  dashboardQuery,
  prefetchDashboard,
  useDashboardVisit,
  useDashboardData,
  useDismissDashboardCard,
} from './dashboard/dashboard-store';
export type { DashboardData, DashboardState, DashboardStatus } from './dashboard/dashboard-store';
