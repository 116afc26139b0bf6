import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { endSession } from '../auth/end-session';
import { getAuthToken } from '../auth/token';
import { notifyUnauthorized } from '../auth/unauthorized';
import { getApiBase } from '../config';
import { sharedStore } from '../store';
import { globalErrorAtom } from './global-error-atom';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Send the session's key when there is one (default true). Not `auth`: axios already has
     * that option, for HTTP Basic credentials.
     */
    authenticated?: boolean;
    /**
     * Work the user did not ask for (polling): a server error goes back to the caller only,
     * without opening the global error modal over whatever the user is doing.
     */
    background?: boolean;
  }
}

/**
 * The page's one HTTP client for the API. Every call gets the app's header, the API base and the
 * session's key; a 401 for that key ends the session, and a server error opens the global error
 * modal. It rejects on any status but 2xx, as axios does; request() turns that into a result.
 */
export const apiClient = axios.create({
  headers: { 'X-Client-App': 'colleghi-web' },
  paramsSerializer: { serialize: serializeParams },
});

apiClient.interceptors.request.use(
  (config) => {
    // Read per call: the host sets the base after loading /config.json, long after this module
    // was evaluated.
    config.baseURL ??= getApiBase();
    const token = config.authenticated === false ? null : getAuthToken();
    if (token) config.headers.set('Authorization', `Token ${token}`);
    return config;
  },
  null,
  // Synchronous, so the key is read when the caller asks, not a tick later: a sign-in right
  // after must not lend its key to a call made before it.
  { synchronous: true },
);

apiClient.interceptors.response.use(null, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response) {
    const { status } = error.response;
    // A 401 ends the session it was the answer for: not one started since (a call made before
    // signing in, or with the key of a session that has already been replaced).
    if (status === 401 && answersCurrentKey(error.config)) {
      endSession();
      notifyUnauthorized();
    }
    if (isReported(error)) sharedStore.set(globalErrorAtom, true);
  }
  // No answer (offline, cut short, cancelled) says nothing about the session: only the caller
  // hears of it.
  return Promise.reject(error);
});

/** A server error the global error modal shows: >= 500, of a call not in the background. */
export function isReported(error: AxiosError): boolean {
  const status = error.response?.status ?? 0;
  return status >= 500 && !error.config?.background;
}

function answersCurrentKey(config: InternalAxiosRequestConfig | undefined): boolean {
  const sent = config?.headers.get('Authorization');
  const token = getAuthToken();
  return (typeof sent === 'string' ? sent : null) === (token ? `Token ${token}` : null);
}

/**
 * Scalars as text, a Date as ISO text, a list as the key repeated. Search boxes pass '' or
 * undefined for "no filter": those and null are left out, so the API never sees `?role=`.
 */
function serializeParams(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      query.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  return query.toString();
}
