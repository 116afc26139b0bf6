// The one entry of @colleghi/shared: everything a host or a remote may use is re-exported here.
// Each app bundles, tree-shaken, what it imports; the files that hold page-wide state (store,
// atoms, axios instance, router facade: SHARED_STATE_FILES in federation/shared-deps.ts) are
// federation singletons, so every app shares one store, one session, one axios.

export { configureApi, configurePaymentKeys, getApiBase, getPaymentKeys } from './config';
export type { PaymentKeys } from './config';
export { sharedStore, SharedStoreProvider, atom, useAtom, useAtomValue, useSetAtom } from './store';
export type { Atom, PrimitiveAtom, WritableAtom } from './store';

// auth
export { STORAGE_KEYS } from './auth/storage';
export type { StorageKey } from './auth/storage';
export { tokenAtom, userAtom, userLoadingAtom } from './auth/atoms';
export { startSession, loadCurrentUser } from './auth/session';
export { endSession } from './auth/end-session';
export { setUnauthorizedHandler } from './auth/unauthorized';
export { getAuthToken } from './auth/token';
export { useSession } from './auth/use-session';
export type { Session } from './auth/use-session';

// http
export { http } from './http/client';
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

// api
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
export { cityOptions, searchCities } from './api/cities';
export { searchOffices } from './api/offices';
export { autocomplete } from './api/autocomplete';

// domain: the rules the API applies too, written once in @colleghi/rules
export {
  MESSAGES,
  PASSWORD_HINT,
  PASSWORD_MIN_LENGTH,
  FISCAL_CODE_LENGTH,
  isEmail,
  isPhone,
  validateEmail,
  validateEmailOrPhone,
  validatePassword,
  validateSigninPassword,
  validateFiscalCode,
  validatePhone,
  validateRequired,
  FISCAL_CODE_CHECK_MESSAGE,
  normalizeFiscalCode,
  FREE_SKILLS,
  CERTIFIED_EXTRA_SKILLS,
  MAX_BASIC_MAIN_SKILLS,
  NOTES_MAX,
  EVENT_NOTES_MAX,
  UNDER_46_THRESHOLD,
  isUnder46OnDay,
} from '@colleghi/rules';
export { dayjs, formatEuro, formatDate } from './domain/format';
export { safeWebUrl } from './domain/web-url';
// domain: subscriptions, payments and profile (issue 5; integer cents, table-tested)
export {
  VAT_PERCENT,
  DEFAULT_SDI,
  DISPLAY_MONTHS,
  parseEuroCents,
  formatCents,
  centsToDecimal,
  roundDiv,
  monthlyCents,
  planCents,
  applyPromo,
  originalCents,
  threeMonthCents,
  vatCents,
  variantLabel,
  remainingMonths,
  cityChangeQuote,
} from '@colleghi/rules';
export type {
  PriceInputs,
  PlanTerms,
  Promo,
  CityChangeInput,
  CityChangeQuote,
} from '@colleghi/rules';
export { ROLES, ROLE_LABELS, roleOptions } from './domain/profile/roles';
export type { ProfileFlags } from './domain/profile/roles';
// domain: activity exchange (pure, table-tested)
export {
  DEMAND_TYPE_LABELS,
  DEMAND_TYPES,
  demandTypesFor,
  estimateRoleFor,
  ALL_TAB_LABEL,
  REQUESTER_TABS,
  CANDIDATE_TABS,
  ASSIGNEE_TABS,
  CANCEL_WINDOW_MS,
  EXPIRING_WINDOW_MS,
  FEE_START,
  GENERIC_SKILL_ID,
  CHANCELLERY_SKILL_ID,
  CHAMBER_OF_COMMERCE_SKILL_ID,
  chancellerySkillIdFor,
  TIME_STEP_MINUTES,
  ROME_TIME_ZONE,
  NO_SKILLS_FOR_OFFICE,
  SELECT_OFFICE_MESSAGE,
  PROFILE_INCOMPLETE_MESSAGE,
  DELAY_NOTICE,
  DELAY_STOPPED_NOTICE,
  STOP_DELAY_LABEL,
  FEE_TO_AGREE_LABEL,
  DEMAND_TYPE_VALUES,
  DEMAND_STATUSES,
  CANDIDATE_STATUSES,
} from './domain/activities/constants';
export type { DemandTypeOption, ActivityTab } from './domain/activities/constants';
export {
  isDateString,
  isTimeString,
  romeDateTimeToIso,
  timeOptions,
  italianDateParts,
  upcomingDates,
} from './domain/activities/rome-time';
export type { ItalianDateParts } from './domain/activities/rome-time';

// standalone (a remote running alone on its own port)
export { StandaloneShell } from './standalone/standalone-shell';

// ui
export { theme, BRAND_COLORS } from './ui/theme';
export { visuallyHidden } from './ui/visually-hidden';
export { AppThemeProvider } from './ui/app-theme-provider';
export { SharedProviders } from './ui/shared-providers';
export { SearchSelect, SEARCH_DEBOUNCE_MS, EMPTY_SEARCH_TEXT } from './ui/search-select';
export type { SearchSelectProps } from './ui/search-select';
export { DelayedLoader } from './ui/delayed-loader';
export type { DelayedLoaderProps } from './ui/delayed-loader';
export { ConfirmDialog } from './ui/confirm-dialog';
export type { ConfirmDialogProps } from './ui/confirm-dialog';
export { RightPanel, RIGHT_PANEL_CLOSE_DELAY_MS } from './ui/right-panel';
export type { RightPanelProps } from './ui/right-panel';
export { showToast, toastsAtom, TOAST_CLEARANCE, TOAST_DURATION_MS } from './ui/toast-store';
export type { Toast, ToastSeverity } from './ui/toast-store';
export { ToastHost } from './ui/toasts';
export { GlobalErrorModal } from './ui/global-error-modal';
export { InfiniteList, LOAD_MORE_LABEL } from './ui/infinite-list';
export type { InfiniteListProps } from './ui/infinite-list';
export { PagedListView, RETRY_LABEL } from './ui/paged-list-view';
export type { PagedListViewProps } from './ui/paged-list-view';

// agenda, records, news (issue 4)
export { EVENT_STATUS_ACTIONS } from '@colleghi/rules';
// TIME_STEP_MINUTES is the same constant, already exported above from activities/constants.
export {
  EVENT_TYPE_VALUES,
  CREATABLE_EVENT_TYPES,
  EVENT_STATUSES,
  NOTICE_DAYS_VALUES,
  RECORDS_FILTERS,
  EVENT_TYPE_LABELS,
  CREATABLE_TYPES,
  TYPE_FILTERS,
  NOTICE_CHOICES,
  DEFAULT_START,
  DEFAULT_DURATION_MINUTES,
  LATEST_TIME,
} from './domain/agenda/constants';
export type {
  EventTypeOption,
  TypeFilter,
  NoticeChoice,
  RecordsFilter,
} from './domain/agenda/constants';

// ui: paged lists shared by the remotes
export { usePagedList } from './ui/use-paged-list';
export { useDebouncedValue } from './ui/use-debounced-value';
export { useLatch } from './ui/use-latch';
export { lazyNamed } from './ui/lazy-named';
export type { PagedList, PagedListState, UsePagedListOptions } from './ui/use-paged-list';

// ui: free-text field with server suggestions (judges, activities)
export { FreeTextSearchField } from './ui/free-text-search-field';
export type { FreeTextSearchFieldProps } from './ui/free-text-search-field';

// dashboard and notifications (issue 7)
export { getDashboard, closeDashboardCard } from './api/dashboard';
export {
  dashboardStateAtom,
  loadDashboard,
  prefetchDashboard,
  dismissDashboardCard,
  resetDashboard,
  useDashboardData,
} from './dashboard/dashboard-store';
export type { DashboardData, DashboardState, DashboardStatus } from './dashboard/dashboard-store';

// ui: the frame of every remote's dashboard widget, and the wording the widgets share with the lists
export {
  DashboardWidgetCard,
  DashboardWidgetError,
  DashboardWidgetSkeleton,
  DASHBOARD_WIDGET_LOADING_LABEL,
} from './ui/dashboard-widget';
export type { DashboardWidgetCardProps, DashboardWidgetSkeletonProps } from './ui/dashboard-widget';
