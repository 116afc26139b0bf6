import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { getApiBase } from '../config';

/**
 * The MSW server of every test file: the jest setup starts it (unhandled requests fail the test),
 * resets its handlers after each test and closes it at the end. Tests add handlers with
 * `server.use(http.get(apiUrl('cities/'), ...))`.
 */
export const server = setupServer(
  // The shells open the page's event stream as soon as someone is signed in: unless a test serves
  // it, the API "has none" (404), so the stream gives up at once and the bell polls as before.
  http.get('*/events/stream/', () => new HttpResponse(null, { status: 404 })),
);

/** Absolute URL of an API path, as request() sends it: apiUrl('users/me/'). */
export function apiUrl(path: string): string {
  return getApiBase() + path.replace(/^\//, '');
}
