// @colleghi/shared/ui: the theme and the components and hooks every app builds its screens
// with. Nothing here holds page-wide state of its own (the toasts and the errors they show live
// in @colleghi/shared/platform).

export { theme } from './theme';
// Apart from the theme: a colour must not bring the theme's construction with it.
export { BRAND_COLORS, STATUS_COLORS } from './brand-colors';
export { AppThemeProvider } from './app-theme-provider';
export { SharedProviders } from './shared-providers';
export { SearchSelect, SEARCH_DEBOUNCE_MS, EMPTY_SEARCH_TEXT } from './search-select';
export type { SearchSelectProps } from './search-select';
export { StatusChip, EXPIRING_EDGE } from './status-chip';
export { StepCounter, stepCounterText } from './step-counter';
export type { StepCounterProps } from './step-counter';
export type { StatusChipProps, StatusTone } from './status-chip';
export { PageSkeleton, PAGE_LOADING_LABEL } from './page-skeleton';
export type { PageSkeletonProps } from './page-skeleton';
export { DelayedLoader } from './delayed-loader';
export type { DelayedLoaderProps } from './delayed-loader';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { RightPanel, RIGHT_PANEL_CLOSE_DELAY_MS } from './right-panel';
export type { RightPanelProps } from './right-panel';
export { ToastHost } from './toasts';
export { GlobalErrorModal } from './global-error-modal';
export { InfiniteList, LOAD_MORE_LABEL } from './infinite-list';
export type { InfiniteListProps } from './infinite-list';
export { PagedListView, RETRY_LABEL, LIST_FAILED_TEXT } from './paged-list-view';
export type { PagedListViewProps } from './paged-list-view';
export { usePagedList } from './use-paged-list';
export type { PagedList, PagedListState, UsePagedListOptions } from './use-paged-list';
export { useDebouncedValue } from './use-debounced-value';
export { useLatch } from './use-latch';
export { lazyNamed } from './lazy-named';
export { DateField, TimeField, DATE_FORMAT, DATE_INVALID, TIME_INVALID } from './date-fields';
export type { DateFieldProps, TimeFieldProps } from './date-fields';
export { FreeTextSearchField } from './free-text-search-field';
export { ListSearchField } from './list-search-field';
export type { ListSearchFieldProps } from './list-search-field';
export type { FreeTextSearchFieldProps } from './free-text-search-field';

// the frame of every remote's dashboard widget
export {
  DashboardWidgetCard,
  DashboardWidgetError,
  DashboardWidgetSkeleton,
  DASHBOARD_WIDGET_LOADING_LABEL,
} from './dashboard-widget';
export type { DashboardWidgetCardProps, DashboardWidgetSkeletonProps } from './dashboard-widget';
// why a form's disabled button is disabled, said next to it
export { MissingFieldsNote } from './missing-fields-note';
export type { MissingFieldsNoteProps } from './missing-fields-note';
