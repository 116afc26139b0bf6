import { expect, test } from '@playwright/test';

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
  await expect(page.getByRole('heading', { name: 'Bentornato, Marco!' })).toBeVisible();
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
