import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerColleague, type NewColleague } from '../support/api';
import { REMOTES } from '../support/remotes';

// Signing in moves the address bar off /signin at once (the guest guard leaves the page as soon
// as there is a key), while the user behind the key is still loading. Opening another page by its
// address right then cut that load short, and the cut-short request ended the session: the next
// page showed the guest header. Only the API's 401 for the key may end a session.

const ROUNDS = 20;
/** Pages signing colleagues in side by side: each round mostly waits on the network and timers. */
const LANES = 3;

/** Every private page: the host's own, and those the remotes declare in their routes.json. */
async function privateRoutes(page: Page): Promise<string[]> {
  const declared = await Promise.all(
    REMOTES.map(async ({ manifestUrl }) => {
      const response = await page.request.get(new URL('routes.json', manifestUrl).href);
      const { routes } = (await response.json()) as {
        routes: { path: string; access: string }[];
      };
      return routes.filter((route) => route.access === 'private').map((route) => route.path);
    }),
  );
  return ['/dashboard', ...declared.flat()];
}

/** Signs a fresh colleague in through the form, and opens `route` as soon as /signin is left. */
async function signInAndOpen(page: Page, colleague: NewColleague, route: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('E-mail o cellulare').fill(colleague.email);
  await page.getByLabel('Password', { exact: true }).fill('avvocato2026');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname !== '/signin', { waitUntil: 'commit' });
  await page.goto(route);
}

async function lane(browser: Browser, rounds: [string, number][]): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The header of either kind; a new colleague's onboarding dialog may hide it from the tree.
  const signedIn = page.getByRole('button', { name: 'Menu profilo', includeHidden: true });
  const guest = page.getByRole('link', { name: 'Accedi', includeHidden: true });
  for (const [route, round] of rounds) {
    const colleague = await registerColleague(page, 'Sara');
    await signInAndOpen(page, colleague, route);
    const where = `${route}, round ${round}`;
    await expect(signedIn.or(guest), where).toBeAttached();
    await expect(guest, `${where}: signed out`).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('auth_token')), where).not.toBeNull();
    // The next round signs a new colleague in on the same page (its files stay cached).
    await page.evaluate(() => localStorage.removeItem('auth_token'));
  }
  await context.close();
}

test('a colleague who opens a page right after signing in stays signed in', async ({
  browser,
  page,
}) => {
  const routes = await privateRoutes(page);
  expect(routes).toEqual(expect.arrayContaining(['/dashboard', '/agenda', '/profile']));
  const rounds = routes.flatMap((route) =>
    Array.from({ length: ROUNDS }, (_, index): [string, number] => [route, index + 1]),
  );
  test.setTimeout(60_000 + (rounds.length / LANES) * 8_000);
  await Promise.all(
    Array.from({ length: LANES }, (_, index) =>
      lane(
        browser,
        rounds.filter((_, position) => position % LANES === index),
      ),
    ),
  );
});
