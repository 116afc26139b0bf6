import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { setUnauthorizedHandler } from '../auth/unauthorized';
import { notifyManager } from '@tanstack/react-query';
import { configureApi, configurePaymentKeys } from '../config';
import { queryClient } from '../query/query-client';
import { server } from './msw';
import { resetSharedState } from './reset-shared-state';
import { removeTestStyles } from './style-cache';

// The preset's environment already provides these; kept for a package that swaps the environment.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// findBy… and waitFor give up after 1 s by default: on a busy 2-core machine a lazy panel or a
// federated chunk can take longer to appear, which is not what these tests are about.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout and only warns on window.scrollTo: a no-op tests can spy on.
window.scrollTo = () => undefined;

// The cache tells its observers at once rather than on the next macrotask, so a change made
// inside act() (a query answered, data put in the cache) is on screen when act() returns, as an
// atom's change is.
notifyManager.setScheduler((callback) => callback());

const DEFAULT_API_BASE = 'http://localhost:8000/api/';

// jsdom cannot navigate, and a test that cares registers its own handler (as the host does).
const ignoreUnauthorized = () => undefined;
setUnauthorizedHandler(ignoreUnauthorized);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  // Unmount first, so resetting the atoms below does not re-render a finished test's tree.
  cleanup();
  removeTestStyles();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  resetSharedState();
  queryClient.clear();
  setUnauthorizedHandler(ignoreUnauthorized);
  configureApi({ apiBase: DEFAULT_API_BASE });
  configurePaymentKeys();
});

afterAll(() => server.close());
