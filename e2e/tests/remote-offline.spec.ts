import { expect, test } from '@playwright/test';
import { overrideRemotes } from '../support/config';
import { signInAs } from '../support/session';
import { StaticServer } from '../support/static-server';

// A second deployment of the agenda remote on its own port, which this test can stop and start.
const agenda = new StaticServer('mfe-agenda', 3102);

test.afterEach(async () => {
  await agenda.stop();
});

test('config.json switches a remote to another server with no rebuild', async ({ page }) => {
  await agenda.start();
  await signInAs(page);
  await overrideRemotes(page, { agenda: agenda.manifestUrl });
  const manifest = page.waitForResponse(agenda.manifestUrl);
  await page.goto('/agenda');
  expect((await manifest).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
});

test('with a remote server stopped the shell and the other remotes keep working; Riprova recovers', async ({
  page,
}) => {
  await signInAs(page);
  await overrideRemotes(page, { agenda: agenda.manifestUrl });

  await page.goto('/agenda');
  await expect(page.getByText('La sezione Agenda non è disponibile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Riprova' })).toBeVisible();
  // The shell is intact: header, navigation, profile menu, session.
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu profilo' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profilo' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Another remote loads normally while the agenda is down.
  await page.getByRole('link', { name: 'Corsi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corsi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'I miei corsi' })).toBeVisible();

  // Back to the agenda: still down, then the server comes back and "Riprova" recovers in place.
  await page.getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByText('La sezione Agenda non è disponibile')).toBeVisible();
  await agenda.start();
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  // The recovered remote talks to the API with the host's session.
  await expect(page.getByRole('button', { name: 'Nuovo evento' })).toBeVisible();
});
