import axios from 'axios';
import type { ApiErrorBody, ApiResult } from './api-result';
import { apiClient, isReported } from './client';
import { NETWORK_ERROR_MESSAGE } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Relative to the API base, with the trailing slash: 'users/me/'. */
  url: string;
  /** A FormData goes as multipart, anything else as JSON. */
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
 * The one way screens call the API. It never throws: screens read `error` (the server body) and
 * `error500`. The cross-cutting reactions are the API client's interceptors, once for every
 * call: a 401 for the session's key ends the session and goes to /signin, >= 500 opens the
 * global error modal. A request cut short (status 0) is only reported to its caller.
 */
export async function request<T>({
  method = 'GET',
  url,
  data,
  params,
  auth = true,
  background = false,
}: RequestOptions): Promise<ApiResult<T>> {
  try {
    const response = await apiClient.request<T>({
      method,
      url,
      data,
      params,
      authenticated: auth,
      background,
    });
    return { data: response.data, error: null, error500: false, status: response.status };
  } catch (error) {
    return failure<T>(error);
  }
}

function failure<T>(error: unknown): ApiResult<T> {
  if (!axios.isAxiosError(error) || !error.response) {
    return {
      data: null,
      error: { non_field_errors: [NETWORK_ERROR_MESSAGE] },
      error500: false,
      status: 0,
    };
  }
  const { status, data } = error.response;
  const result: ApiResult<T> = {
    data: null,
    error: toErrorBody(data, status),
    error500: status >= 500,
    status,
  };
  // The modal said it: the screen knows not to say it again.
  return isReported(error) ? { ...result, reported: true } : result;
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
