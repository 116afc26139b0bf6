import { expect, test } from '@playwright/test';
import { apiCall, registerColleague } from '../support/api';
import { storeSessionKey } from '../support/session';

// Matches "Ferri Mario" (registerColleague's surname): the account confirmation checks it.
const FISCAL_CODE = 'FRRMRA80A01H501U';

/**
 * The page keeps one cache of server data for the host and every remote. A purchase made in the
 * account remote must show in the host's bell (the subscription's notification) and on the
 * dashboard (its "Diventa Professional" banner goes) at once, in the same document: no reload,
 * no waiting for the bell's interval.
 */
test('a subscription bought in the account remote shows in the host’s bell and dashboard without a reload', async ({
  page,
}) => {
  const colleague = await registerColleague(page, 'Mario');
  // Onboarding seen, so no dialog stands between the test and the dashboard.
  for (const popup of [1, 2]) {
    await apiCall(page, colleague.token, 'POST', 'popups/seen/', { popup_id: popup });
  }
  await storeSessionKey(page, colleague.token);
  await page.goto('/dashboard');

  const banner = page.getByRole('article', { name: 'Diventa Professional' });
  await expect(banner).toBeVisible();
  const bell = page.getByRole('button', { name: 'Notifiche' });
  await expect(bell).toHaveAccessibleDescription('Nessuna notifica non letta');
  // Set on this document only: a reload or a full navigation would drop it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Into the account remote through the banner's link, then the plans and the purchase.
  await banner.getByRole('link', { name: 'Scopri i piani' }).click();
  await page.getByRole('link', { name: 'Scopri Professional' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Professional' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Dichiaro di essere un avvocato/ }).check();
  await page.getByRole('button', { name: 'Prosegui' }).click();
  await page.getByRole('textbox', { name: /^Codice fiscale/ }).fill(FISCAL_CODE);
  await page.getByRole('button', { name: 'Prosegui' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scegli il piano' })).toBeVisible();
  await page.getByRole('radio', { name: 'Carta di credito' }).check();
  await page.getByRole('button', { name: 'Prosegui' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conferma abbonamento' });
  await dialog.getByRole('textbox', { name: 'Numero della carta' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: 'Scadenza (MM/AA)' }).fill('12/30');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
  await dialog.getByRole('textbox', { name: 'Intestatario della carta' }).fill('Mario Ferri');
  await dialog.getByRole('button', { name: 'Paga' }).click();

  // Back on the host's dashboard, in the same document.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Abbonamento Professional attivato con successo!')).toBeVisible();
  // The account remote thanks the new subscriber over the page; closed, the page is back.
  const thanks = page.getByRole('dialog', { name: 'Grazie!' });
  await thanks.getByRole('button', { name: 'Chiudi' }).click();
  await expect(thanks).toBeHidden();
  await expect(page.getByRole('article', { name: 'Diventa Professional' })).toHaveCount(0);
  await expect(bell).toHaveAccessibleDescription('1 notifica non letta');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
