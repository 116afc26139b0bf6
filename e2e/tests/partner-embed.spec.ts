import { expect, test } from '@playwright/test';
import { watchPolicy } from '../support/csp';
import { pickerFieldText, typeDate } from '../support/pickers';
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

  // A date is typed the Italian way inside the shadow root, and its calendar opens there too,
  // styled by the agenda and not by the partner's rules.
  await page.getByRole('link', { name: 'Calcola termini' }).click();
  await typeDate(page, 'Data di riferimento', '2027-08-10');
  const result = page.getByRole('status', { name: 'Risultato del calcolo' });
  await expect(result).toContainText('Scadenza: giovedì 30/09/2027');
  await page.getByRole('button', { name: /^Scegli la data/ }).click();
  const calendar = page.locator('#agenda').getByRole('dialog');
  await expect(calendar).toBeVisible();
  await expect(calendar.getByText('agosto 2027')).toBeVisible();
  // Not in the partner's light DOM, where querySelector would find it.
  expect(await page.evaluate(() => document.querySelector('[role="dialog"]'))).toBeNull();
  const day20 = calendar.getByRole('gridcell', { name: '20' });
  await expect(day20).not.toHaveCSS('background-color', YELLOW);
  await expect(day20).not.toHaveCSS('font-family', 'serif');
  await expect(calendar.locator('.MuiPaper-root').first()).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  await day20.click();
  await expect(calendar).toHaveCount(0);
  expect(await pickerFieldText(page, 'Data di riferimento')).toBe('20/08/2027');
  await expect(result).toContainText('+30 giorni dal 20/08/2027');

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(agendaTitle).toHaveCount(0);
  await expect(newEvent).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  expect(await cspReports()).toEqual([]);
});
