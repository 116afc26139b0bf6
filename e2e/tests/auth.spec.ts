import { expect, test } from '@playwright/test';
import { deliveredMail } from '../support/maildev';
import { registerColleague } from '../support/api';
import { API } from '../support/session';

test('a new colleague signs up through the UI, logs out and signs in again', async ({ page }) => {
  const email = `e2e.${Date.now()}@example.it`;
  const password = 'avvocato2026';

  await page.goto('/signup');
  await page.getByLabel('Qualifica').click();
  await page.getByRole('option', { name: 'Avvocato', exact: true }).click();
  await page.getByLabel('Nome', { exact: true }).fill('Marco');
  await page.getByLabel('Cognome').fill('Rossi');
  await page.getByRole('button', { name: 'Avanti' }).click();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /termini/i }).check();
  await page.getByRole('checkbox', { name: /privacy/i }).check();
  await page.getByRole('button', { name: 'Avanti' }).click();

  await page.getByLabel('Città').fill('Bologna');
  await page.getByRole('option', { name: 'Bologna (BO)', exact: true }).click();
  await page.getByRole('button', { name: 'Avanti' }).click();

  await page.getByLabel('Cellulare').fill(`3${String(Date.now()).slice(-9)}`);
  await page.getByRole('button', { name: 'Avanti' }).click();

  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Città')).toHaveValue('Bologna (BO)');
  await page.getByRole('button', { name: 'Crea account' }).click();
  await expect(page.getByRole('heading', { name: 'Fantastico!' })).toBeVisible();
  await page.getByRole('button', { name: /inizia|accedi/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The first visit is a welcome; signing in again later is a return (below).
  await expect(page.getByRole('heading', { name: 'Benvenuto/a, Marco!' })).toBeVisible();
  // A new colleague without skills is welcomed by the onboarding, once.
  const onboarding = page.getByRole('dialog');
  await expect(onboarding.getByRole('button', { name: 'Più tardi' })).toBeVisible();
  await onboarding.getByRole('button', { name: 'Più tardi' }).click();
  await expect(onboarding).toHaveCount(0);

  await page.getByRole('button', { name: 'Menu profilo' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  await page.getByLabel('E-mail o cellulare').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bentornato, Marco!' })).toBeVisible();
});

test('wrong credentials are explained in Italian and nothing is stored', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('E-mail o cellulare').fill('avvocato@demo.colleghi.it');
  await page.getByLabel('Password', { exact: true }).fill('sbagliata1');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Impossibile accedere con le credenziali fornite.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('a colleague who forgot the password sets a new one from the e-mailed link', async ({
  page,
}) => {
  const colleague = await registerColleague(page, 'Irene');
  const newPassword = 'ritrovata2026';

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  // The sign-in page has a field of the same label: wait for the forgot page itself (lazy).
  await expect(page.getByRole('heading', { name: 'Password dimenticata?' })).toBeVisible();
  await page.getByLabel('E-mail o cellulare').fill(colleague.email);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText(/Ti abbiamo inviato un.e-mail/)).toBeVisible();

  // MailDev received the e-mail; its link opens the host's reset page.
  const mail = await deliveredMail(page.request, colleague.email, /Reimposta la tua password/);
  const href = /https?:\/\/\S*\/reset-password\/\S+/.exec(mail.text)?.[0];
  expect(href, 'the reset e-mail carries a link').toBeTruthy();
  const link = new URL(href ?? '');
  await page.goto(`${link.pathname}${link.search}`);

  await expect(page.getByRole('heading', { name: 'Reimposta la password' })).toBeVisible();
  await page.getByLabel('Nuova password', { exact: true }).fill(newPassword);
  await page.getByLabel('Conferma nuova password').fill(newPassword);
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('La nuova password è stata salvata')).toBeVisible();
  // Every session ended: the key the colleague had before no longer works.
  const before = await page.request.get(`${API}users/me/`, {
    headers: { Authorization: `Token ${colleague.token}` },
  });
  expect(before.status()).toBe(401);

  await page.getByLabel('E-mail o cellulare').fill(colleague.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Irene has no skills yet: the onboarding may already be open over the dashboard, which hides
  // the page from the accessibility tree (not from sight), so the greeting is looked up in both.
  await expect(
    page.getByRole('heading', { name: 'Bentornato, Irene!', includeHidden: true }),
  ).toBeVisible();

  // The link was single-use: opened again (signed out), it says so at once, with no form to fill
  // in first, and offers a new one.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toContainText(/già stato usato o è scaduto/);
  await expect(page.getByLabel('Nuova password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salva la nuova password' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Chiedi un nuovo link' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(page.getByRole('heading', { name: 'Password dimenticata?' })).toBeVisible();
});
