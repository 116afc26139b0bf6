import { expect, test, type Page } from '@playwright/test';
import { overrideRemotes } from '../support/config';
import { signInAs } from '../support/session';
import { shareRegistrations } from '../support/federation';
import { StaticServer } from '../support/static-server';

// The host's theme (shared/src/ui/theme.ts) differs from MUI's default in ways a stylesheet shows:
// buttons keep their case, weigh 600 and have 8 px corners. A remote whose components missed the
// host's theme would render MUI's defaults (uppercase, 500, 4 px).
async function expectHostTheme(page: Page, button?: string) {
  const main = page.getByRole('main');
  const target = button
    ? main.getByRole('button', { name: button }).first()
    : main.locator('.MuiButton-root').first();
  await expect(target).toBeVisible();
  const style = await target.evaluate((element) => {
    const css = getComputedStyle(element);
    return {
      textTransform: css.textTransform,
      fontWeight: css.fontWeight,
      borderRadius: css.borderTopLeftRadius,
    };
  });
  expect(style).toEqual({ textTransform: 'none', fontWeight: '600', borderRadius: '8px' });
}

test('the host theme reaches the components of every remote', async ({ page }) => {
  await signInAs(page);
  await page.goto('/agenda');
  await expectHostTheme(page, 'Nuovo evento');
  await page.goto('/request-activities');
  await expectHostTheme(page);
  await page.goto('/profile');
  await expectHostTheme(page);
  await page.goto('/courses');
  await expect(page.getByRole('link', { name: 'I miei corsi' })).toBeVisible();
  await expectHostTheme(page);
});

// mfe-learning built with COLLEGHI_OLDER_SHARED=1 (scripts/test.sh): it declares every shared
// library one minor older (react 19.x-1, MUI 9.x-1, …) and would bring those copies if asked.
const olderLearning = new StaticServer('mfe-learning', 3106, 'dist-skew');

test.afterEach(async () => {
  await olderLearning.stop();
});

test('a remote built against older minors runs on the host singletons', async ({ page }) => {
  await olderLearning.start();
  const manifest = (await (await fetch(olderLearning.manifestUrl)).json()) as {
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  const declaredReact = manifest.shared.find((entry) => entry.name === 'react');
  expect(declaredReact?.requiredVersion).toMatch(/^\^19\.\d+\.0$/);

  await signInAs(page);
  await overrideRemotes(page, { learning: olderLearning.manifestUrl });
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Corsi' })).toBeVisible();
  // The remote reads the host's session (one shared store and token): the signed-in lawyer's CFP.
  await expect(page.getByText(/CFP/).first()).toBeVisible();
  await expectHostTheme(page);

  for (const lib of [
    'react',
    'react-dom',
    '@emotion/react',
    '@mui/system/DefaultPropsProvider',
    'jotai',
    '@tanstack/react-query',
  ]) {
    const entries = (await shareRegistrations(page)).filter((entry) => entry.lib === lib);
    const loaded = entries.filter((entry) => entry.loaded);
    // One copy in the page, and it is the host's, even though learning offered its own.
    expect(loaded, lib).toHaveLength(1);
    expect(loaded[0].from, lib).toBe('host');
    const offered = entries.find((entry) => entry.from === 'learning');
    if (offered) expect(offered.version, lib).not.toBe(loaded[0].version);
  }
});
