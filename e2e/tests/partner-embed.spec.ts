import { expect, test } from '@playwright/test';
import { watchPolicy } from '../support/csp';
import { DEMO_LAWYER, DEMO_PASSWORD } from '../support/session';

// The demo partner portal (partner-demo/index.html) on its own origin, a CORS partner of the
// API (CORS_ORIGINS), loading the agenda with one script tag: http://localhost:3002/embed.js.
const PARTNER = 'http://localhost:3100/';
const YELLOW = 'rgb(255, 255, 0)';
const DARK_RED = 'rgb(139, 0, 0)';

test('a partner page embeds the agenda with its own token, styles isolated both ways', async ({
  page,
}) => {
  // The portal runs under the static server's strict policy (no inline script): the embed
  // needs nothing more than its own origin.
  const cspReports = await watchPolicy(page);
  await page.goto(PARTNER);
  const partnerTitle = page.getByRole('heading', { name: 'Portale Ordine Avvocati — demo' });
  await expect(partnerTitle).toBeVisible();

  await page.getByLabel('E-mail').fill(DEMO_LAWYER.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();

  // getByRole pierces the open shadow root the agenda renders into.
  const agendaTitle = page.getByRole('heading', { level: 1, name: 'Agenda', exact: true });
  await expect(agendaTitle).toBeVisible();
  const newEvent = page.getByRole('button', { name: 'Nuovo evento' });
  await expect(newEvent).toBeVisible();
  expect(await page.locator('#agenda').evaluate((el) => el.shadowRoot?.mode)).toBe('open');

  // The agenda's styles do not leak into the partner page...
  await expect(partnerTitle).toHaveCSS('font-family', 'serif');
  await expect(partnerTitle).toHaveCSS('color', DARK_RED);
  await expect(page.getByRole('button', { name: 'Esci' })).toHaveCSS('background-color', YELLOW);
  // ...and the partner's aggressive rules do not reach the agenda.
  await expect(newEvent).not.toHaveCSS('background-color', YELLOW);
  await expect(agendaTitle).not.toHaveCSS('color', DARK_RED);
  await expect(agendaTitle).not.toHaveCSS('font-family', 'serif');
  // Emotion writes into the shadow root, never into the partner's <head>.
  expect(await page.locator('head style[data-emotion]').count()).toBe(0);

  // The token was passed in: nothing written to the partner's storage.
  const stored = await page.evaluate(() => ({
    token: window.localStorage.getItem('auth_token'),
    userId: window.localStorage.getItem('user_id'),
  }));
  expect(stored).toEqual({ token: null, userId: null });

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(agendaTitle).toHaveCount(0);
  await expect(newEvent).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  expect(await cspReports()).toEqual([]);
});
