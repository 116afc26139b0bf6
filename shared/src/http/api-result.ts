/**
 * An error body as the API sends it: `{ field: ['messaggio'] }`, nested objects for nested
 * serializers (`{ profile: { city: ['...'] } }`), `non_field_errors`, or `{ detail }`.
 */
export interface ApiErrorBody {
  [field: string]: unknown;
  non_field_errors?: string[];
  detail?: string;
}

/** What request() resolves to; it never rejects, so screens branch on `error` instead. */
export interface ApiResult<T> {
  data: T | null;
  error: ApiErrorBody | null;
  /** True for status >= 500: the global error modal is already open (unless `background`). */
  error500: boolean;
  /**
   * The global error modal told the user about this failure (a 5xx of a call not in the
   * background): a screen need not say it again.
   */
  reported?: boolean;
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
}
