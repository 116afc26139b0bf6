import { endSession } from '../auth/end-session';
import { getAuthToken } from '../auth/token';
import { notifyUnauthorized } from '../auth/unauthorized';
import { sharedStore } from '../store';
import type { ApiErrorBody, ApiResult } from './api-result';
import { send, type HttpAnswer } from './client';
import { NETWORK_ERROR_MESSAGE } from './errors';
import { globalErrorAtom } from './global-error-atom';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Relative to the API base, with the trailing slash: 'users/me/'. */
  url: string;
  data?: unknown;
  params?: Record<string, unknown>;
  /** Send the token when there is one (default true). */
  auth?: boolean;
  /**
   * Work the user did not ask for (polling): a server error goes back to the caller only, without
   * opening the global error modal over whatever the user is doing.
   */
  background?: boolean;
}

/**
 * The one way to call the API. It never throws: screens read `error` (the server body) and
 * `error500`, while the cross-cutting reactions happen here once: a 401 for the session's key
 * ends the session and goes to /signin, >= 500 opens the global error modal. Nothing else ends
 * the session: a request cut short (status 0) is only reported to its caller.
 */
export async function request<T>({
  method = 'GET',
  url,
  data,
  params,
  auth = true,
  background = false,
}: RequestOptions): Promise<ApiResult<T>> {
  const token = auth ? getAuthToken() : null;
  const answer = await send({
    method,
    url,
    data,
    params,
    headers: token ? { Authorization: `Token ${token}` } : undefined,
  });
  if (answer?.ok) {
    return { data: answer.data as T, error: null, error500: false, status: answer.status };
  }
  return failure<T>(answer, background, token);
}

function failure<T>(
  response: HttpAnswer | null,
  background: boolean,
  sentToken: string | null,
): ApiResult<T> {
  if (!response) {
    return {
      data: null,
      error: { non_field_errors: [NETWORK_ERROR_MESSAGE] },
      error500: false,
      status: 0,
    };
  }
  const { status } = response;
  // A 401 ends the session it was the answer for: not one started since (a request sent before
  // signing in, or with the key of a session that has already been replaced).
  if (status === 401 && getAuthToken() === sentToken) {
    endSession();
    notifyUnauthorized();
  }
  const error500 = status >= 500;
  const reported = error500 && !background;
  if (reported) sharedStore.set(globalErrorAtom, true);
  const result: ApiResult<T> = {
    data: null,
    error: toErrorBody(response.data, status),
    error500,
    status,
  };
  return reported ? { ...result, reported } : result;
}

function toErrorBody(body: unknown, status: number): ApiErrorBody {
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as ApiErrorBody;
  // A proxy's HTML page or an empty body: keep the screens' `error.detail` path working.
  if (Array.isArray(body) && body.every((m) => typeof m === 'string')) {
    return { non_field_errors: body as string[] };
  }
  return {
    detail: typeof body === 'string' && body && body.length < 300 ? body : `Errore ${status}`,
  };
}
