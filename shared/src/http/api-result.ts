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
  /** True for status >= 500: the global error modal is already open. */
  error500: boolean;
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
}
