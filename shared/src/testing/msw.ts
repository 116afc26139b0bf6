import { setupServer } from 'msw/node';
import { getApiBase } from '../config';

/**
 * The MSW server of every test file: the jest setup starts it (unhandled requests fail the test),
 * resets its handlers after each test and closes it at the end. Tests add handlers with
 * `server.use(http.get(apiUrl('cities/'), ...))`.
 */
export const server = setupServer();

/** Absolute URL of an API path, as request() sends it: apiUrl('users/me/'). */
export function apiUrl(path: string): string {
  return getApiBase() + path.replace(/^\//, '');
}
