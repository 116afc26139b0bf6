import type { BrowserContext, Page } from '@playwright/test';

/**
 * A signed-in page keeps its event stream (events/stream/) open, so the network is never idle and
 * `waitForLoadState('networkidle')` would never return. Tests about something else answer the
 * stream 204, which tells the page there is none (as it tells an EventSource not to reconnect):
 * the page then works as without the live layer, the bell polling.
 */
export async function withoutEventStream(target: Page | BrowserContext): Promise<void> {
  await target.route('**/api/events/stream/', (route) => route.fulfill({ status: 204 }));
}
