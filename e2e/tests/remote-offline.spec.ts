import { expect, test, type Page, type Route } from '@playwright/test';
import { overrideRemotes } from '../support/config';
import { REMOTES, type RemoteArea } from '../support/remotes';
import { signInAs } from '../support/session';
import { StaticServer } from '../support/static-server';

// A spare port for a second deployment of whichever remote a test takes down and brings back.
const SPARE_PORT = 3102;
let spare: StaticServer | null = null;

test.afterEach(async () => {
  await spare?.stop();
  spare = null;
});

test('config.json switches a remote to another server with no rebuild', async ({ page }) => {
  spare = new StaticServer('mfe-agenda', SPARE_PORT);
  await spare.start();
  await signInAs(page);
  await overrideRemotes(page, { agenda: spare.manifestUrl });
  const manifest = page.waitForResponse(spare.manifestUrl);
  await page.goto('/agenda');
  expect((await manifest).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
});

/** A fault put on one remote's manifest, and the way to lift it. */
type Fault = {
  name: string;
  /** Breaks the remote for this page; returns what brings it back. */
  apply: (page: Page, remote: RemoteArea) => Promise<() => Promise<void>>;
};

const FAULTS: Fault[] = [
  {
    name: 'its server is stopped',
    async apply(page, remote) {
      const server = new StaticServer(remote.app, SPARE_PORT);
      spare = server;
      await overrideRemotes(page, { [remote.name]: server.manifestUrl });
      // The host has met this deployment once, so it keeps the routes it declared (the route
      // table's last-known copy); then the server goes away.
      await server.start();
      await page.goto(remote.path);
      await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible();
      await server.stop();
      return () => server.start();
    },
  },
  {
    name: 'its mf-manifest.json answers 500',
    async apply(page, remote) {
      const handler = (route: Route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'Errore interno' });
      await page.route(remote.manifestUrl, handler);
      return () => page.unroute(remote.manifestUrl, handler);
    },
  },
];

/** The shell around a broken remote still works: header, bell, profile menu, session. */
async function expectShellIntact(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifiche', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Menu profilo' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profilo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Profilo' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
}

for (const remote of REMOTES) {
  test.describe(`remote ${remote.name}`, () => {
    const other = REMOTES.find((area) => area.name === remote.neighbour);
    if (!other?.navLabel) throw new Error(`no neighbour in the navigation for ${remote.name}`);
    const otherLink = other.navLabel;

    for (const fault of FAULTS) {
      test(`when ${fault.name}: Italian fallback, the rest keeps working, Riprova recovers`, async ({
        page,
      }) => {
        await signInAs(page);
        const lift = await fault.apply(page, remote);

        await page.goto(remote.path);
        const fallback = page.getByRole('alert').filter({
          hasText: `La sezione ${remote.label} non è disponibile`,
        });
        await expect(fallback).toBeVisible();
        await expect(fallback.getByRole('button', { name: 'Riprova' })).toBeVisible();
        await expect(remote.ready(page)).toHaveCount(0);
        await expectShellIntact(page);

        // Another remote loads normally, with the same session.
        await page
          .getByRole('navigation', { name: 'Navigazione principale' })
          .getByRole('link', { name: otherLink, exact: true })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: other.heading })).toBeVisible();
        await expect(other.ready(page)).toBeVisible();

        // Back to the broken area: still the fallback; once the remote is back, Riprova
        // recovers in place, with no reload.
        await page.goBack();
        await expect(fallback).toBeVisible();
        await lift();
        await fallback.getByRole('button', { name: 'Riprova' }).click();
        await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible();
        await expect(remote.ready(page)).toBeVisible();
        await expect(fallback).toHaveCount(0);
      });
    }

    test('when its mf-manifest.json is slow: the delayed loader shows, then the remote', async ({
      page,
    }) => {
      await signInAs(page);
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The manifest is held until the test has seen the loader: no fixed sleep.
      await page.route(remote.manifestUrl, async (route) => {
        await released;
        await route.continue();
      });

      await page.goto(remote.path);
      const loader = page.getByRole('progressbar', { name: `Caricamento ${remote.label}` });
      await expect(loader).toBeVisible();
      await expectShellIntact(page);
      await expect(page.getByRole('alert').filter({ hasText: 'non è disponibile' })).toHaveCount(0);
      // Held for a few seconds more: no timeout turns a slow remote into a failure.
      await page.waitForTimeout(3_000);
      await expect(loader).toBeVisible();

      release();
      await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible();
      await expect(remote.ready(page)).toBeVisible();
      await expect(loader).toHaveCount(0);
    });
  });
}
