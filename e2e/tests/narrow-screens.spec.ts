import { expect, test, type Page } from '@playwright/test';

/** Every script the page requests from now on (URLs). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

const SHELL_OR_REMOTE = /\/main\.js$|remoteEntry\.js$|mf-manifest\.json$|shell-start\./;

for (const path of ['/signin', '/', '/courses']) {
  test(`a phone on ${path} gets the mobile-app page from index.html, with none of the shell`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts = recordScripts(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scarica su App Store' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Disponibile su Google Play' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Only the gate itself: not main.js, no remote, no React, no MUI.
    expect(scripts.map((url) => new URL(url).pathname)).toEqual([
      expect.stringMatching(/^\/narrow-gate\.[0-9a-f]{8}\.js$/),
    ]);
    expect(requests.filter((url) => SHELL_OR_REMOTE.test(url))).toEqual([]);
  });
}

test('widening the window brings the app, with the page the address names', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/signin');
  await expect(page.getByRole('link', { name: 'Scarica su App Store' })).toBeVisible();
  await page.setViewportSize({ width: 941, height: 900 });
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scarica su App Store' })).toHaveCount(0);
  // Narrow again: the running shell shows its own copy of the page.
  await page.setViewportSize({ width: 412, height: 823 });
  await expect(page.getByRole('link', { name: 'Scarica su App Store' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accedi' })).toHaveCount(0);
});

test('a phone still opens the pages the gate steps aside for', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts = recordScripts(page);
  const shellLoads = () => scripts.filter((url) => url.endsWith('/main.js')).length;
  await page.goto('/loading');
  await expect(page.getByRole('progressbar', { name: 'Caricamento in corso' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scarica su App Store' })).toHaveCount(0);
  // A page a remote declares ungated (a payment's return): the shell starts and decides.
  const before = shellLoads();
  await page.goto('/subscription-activate');
  await expect.poll(shellLoads).toBeGreaterThan(before);
  // /logout signs out and ends on /signin, where the running shell shows its own copy.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('link', { name: 'Scarica su App Store' })).toBeVisible();
});
