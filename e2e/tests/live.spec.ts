import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium';
import { openCard } from '../support/activities';
import { apiCall, apiGet, registerColleague, requestSubstituteInRoma } from '../support/api';
import { signInAs, storeSessionKey } from '../support/session';

// A Roma colleague with Diritto civile: every request in Roma of that skill invites her.
const FRANCESCA = 'collega2.roma@demo.colleghi.it';
/** What "at once" means here: the issue asks for 2 s from the write; this leaves room for CI. */
const LIVE_MS = 5_000;

async function newPage(context: BrowserContext): Promise<Page> {
  return context.newPage();
}

test('a colleague’s availability shows on the requester’s open list and bell without a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // An activity no seeded demand and no other test uses: its card is unique in both lists.
  const activity = 'Udienza di comparizione dei coniugi';
  const requesterContext = await browser.newContext();
  const colleagueContext = await browser.newContext();
  const requester = await newPage(requesterContext);
  const colleague = await newPage(colleagueContext);

  // The requester: a new colleague (nothing unread, no onboarding between the test and the page)
  // whose request, made through the API, invites the Roma colleagues.
  const giorgio = await registerColleague(requester, 'Giorgio');
  for (const popup of [1, 2]) {
    await apiCall(requester, giorgio.token, 'POST', 'popups/seen/', { popup_id: popup });
  }
  await requestSubstituteInRoma(requester, giorgio.token, activity);
  await apiGet(requester, giorgio.token, 'notifications/readall/');
  await storeSessionKey(requester, giorgio.token);
  await signInAs(colleague, FRANCESCA);

  const streamOpened = requester.waitForResponse(
    (response) => response.url().endsWith('/api/events/stream/') && response.status() === 200,
  );
  await requester.goto('/activity-request');
  await requester.getByRole('tab', { name: 'Da Assegnare', exact: true }).click();
  const card = requester.getByRole('listitem').filter({ hasText: activity });
  await expect(card.getByText('Inviata')).toBeVisible();
  const bell = requester.getByRole('button', { name: 'Notifiche', exact: true });
  await expect(bell).toHaveAccessibleDescription('Nessuna notifica non letta');
  await streamOpened;
  // Set on this document only: a reload or a full navigation would drop it.
  await requester.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Francesca gives her availability, in her own browser context.
  const panel = await openCard(colleague, '/activity-proposal', 'Nuove', activity);
  await panel.getByRole('button', { name: 'Accetta' }).click();
  await expect(colleague.getByText('In attesa di assegnazione').first()).toBeVisible();

  // The requester's list and bell follow, without a reload and without waiting for a poll.
  await expect(card.getByText('1 collega disponibile')).toBeVisible({ timeout: LIVE_MS });
  await expect(bell).toHaveAccessibleDescription('1 notifica non letta', { timeout: LIVE_MS });
  expect(await requester.evaluate(() => 'sameDocument' in window)).toBe(true);

  await requesterContext.close();
  await colleagueContext.close();
});

test('the service worker shows a push and knows where its click leads', async ({ playwright }) => {
  // chromium-headless-shell refuses every notification whatever the context grants: this test
  // runs in the full browser, headless too.
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({
    baseURL: 'http://localhost:3000',
    permissions: ['notifications'],
  });
  const page = await context.newPage();
  await page.goto('/terms');
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(scope).toBe('http://localhost:3000/');

  // Chrome's DevTools protocol delivers a push message to the registration, as a push service
  // would (headless Chromium here cannot reach a real one).
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  const workerErrors: string[] = [];
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => {
    workerErrors.push(errorMessage.errorMessage);
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: 'Nuovo collega disponibile',
    body: 'Luca Verdi ha dato la sua disponibilità',
    url: '/activity-request',
    tag: 'demand-1',
  };
  const id = await registrationId;
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
    });
  // Delivered again until it shows: a worker still starting may miss the first message on a busy
  // machine, and one tag keeps a single notification however many arrive.
  await expect(
    async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: 'http://localhost:3000',
        registrationId: id,
        data: JSON.stringify(payload),
      });
      await expect.poll(shown, { timeout: 3_000 }).toEqual([
        {
          title: payload.title,
          body: payload.body,
          tag: payload.tag,
          data: { url: '/activity-request' },
        },
      ]);
    },
    `errors in the worker: ${workerErrors.join('; ')}`,
  ).toPass({ timeout: 30_000 });

  // A click cannot be made through the protocol: the worker's own function that decides where
  // it leads is asked instead, in the worker.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const targets = await worker.evaluate(() => {
    const decide = (
      self as unknown as { notificationTarget: (url: string, origin: string) => unknown }
    ).notificationTarget;
    return ['/activity-request', 'https://www.example.it/x', 'javascript:alert(1)'].map((url) =>
      decide(url, self.location.origin),
    );
  });
  expect(targets).toEqual([
    { href: 'http://localhost:3000/activity-request', inApp: true },
    { href: 'https://www.example.it/x', inApp: false },
    { href: 'http://localhost:3000/', inApp: true },
  ]);

  // A click with the app open: the worker asks the tab's shell to open the page, which it does
  // with the router, in the same document (no reload).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const answered = await worker.evaluate(async () => {
    const scope = self as unknown as {
      clients: { matchAll: (options: object) => Promise<unknown[]> };
      askTabToOpen: (tab: unknown, href: string) => Promise<boolean>;
    };
    const [tab] = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    return scope.askTabToOpen(tab, `${self.location.origin}/courses`);
  });
  expect(answered).toBe(true);
  await expect(page).toHaveURL('http://localhost:3000/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Corsi' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await browser.close();
});
