// The one runtime entry of @colleghi/shared (a federation singleton): everything a host or a
// remote may use is re-exported here, so every app shares one store, one session, one axios.

export { configureApi, getApiBase } from './config';
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
export { isSafeCallback } from './auth/callback';

// http
export { http } from './http/client';
export { request } from './http/request';
export type { HttpMethod, RequestOptions } from './http/request';
export type { ApiErrorBody, ApiResult } from './http/api-result';
export { flattenFieldErrors, NETWORK_ERROR_MESSAGE } from './http/errors';
export { globalErrorAtom } from './http/global-error-atom';

// api
export * from './api/types';
export type * from './api/request-bodies';
export { login, register, lightRegister, resetPassword, changePassword } from './api/auth';
export { getMe, updateMe, updateAuthUser } from './api/users';
export { searchCities } from './api/cities';
export { searchSkills } from './api/skills';
export { searchOffices } from './api/offices';
export type { OfficeSearch } from './api/offices';
export { searchSubjects } from './api/subjects';
export { searchAigaSections } from './api/aiga-sections';
export { autocomplete } from './api/autocomplete';
export type { AutocompleteSearch } from './api/autocomplete';
export { getMenus } from './api/menus';
export { hasSeenPopup, markPopupSeen } from './api/popups';

// domain
export {
  MESSAGES,
  PASSWORD_HINT,
  PASSWORD_MIN_LENGTH,
  FISCAL_CODE_LENGTH,
} from './domain/messages';
export {
  isEmail,
  isPhone,
  validateEmail,
  validateEmailOrPhone,
  validatePassword,
  validateSigninPassword,
  validateFiscalCode,
  validatePhone,
  validateRequired,
} from './domain/validation';
export {
  MONTHS,
  UNDER_46_THRESHOLD,
  clampBirthDay,
  buildBirthDate,
  splitBirthDate,
  formatBirthDate,
  isUnder46,
} from './domain/birth-date';
export type { MonthOption, BirthDateParts } from './domain/birth-date';
export { dayjs, formatEuro, formatDate } from './domain/format';

// standalone (a remote running alone on its own port) — owned by the lead, keep these lines
export { StandaloneShell } from './standalone/standalone-shell';
export { RemotePlaceholder } from './standalone/remote-placeholder';
export { RemotePlaceholderRoutes } from './standalone/remote-placeholder-routes';
export type { PlaceholderPage } from './standalone/remote-placeholder-routes';

// ui
export { theme, BRAND_COLORS } from './ui/theme';
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
export { showToast, ToastHost, toastsAtom, TOAST_DURATION_MS } from './ui/toasts';
export type { Toast, ToastSeverity } from './ui/toasts';
export { GlobalErrorModal } from './ui/global-error-modal';
