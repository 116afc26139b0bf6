import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';

test('unknown paths end on the 404 page, which leads home', async ({ page }) => {
  await page.goto('/questa-pagina-non-esiste');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Siamo spiacenti, pagina non trovata!')).toBeVisible();
  await page.getByRole('link', { name: 'Torna in home' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
});

test('signed-in only pages send visitors to sign in, and back afterwards', async ({ page }) => {
  await page.goto('/agenda');
  await expect(page).toHaveURL(/\/signin\?callback=%2Fagenda$/);
  await page.getByLabel('E-mail o cellulare').fill('avvocato@demo.colleghi.it');
  await page.getByLabel('Password', { exact: true }).fill('Colleghi2026');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
});

test('guests see the landing page; signed-in users are redirected away from guest pages', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /registrati/i }).first()).toBeVisible();
  await signInAs(page);
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sso stores the token and follows only same-origin callbacks', async ({ page, request }) => {
  const response = await request.post('http://localhost:8000/api/auth/login/', {
    data: { email: 'avvocato@demo.colleghi.it', password: 'Colleghi2026' },
  });
  const { key } = (await response.json()) as { key: string };

  await page.goto(`/sso/${key}?callback=${encodeURIComponent('/records')}`);
  await expect(page).toHaveURL(/\/records$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verbali' })).toBeVisible();

  for (const evil of ['https://evil.example/steal', '//evil.example/x', '/\\evil.example']) {
    await page.goto(`/sso/${key}?callback=${encodeURIComponent(evil)}`);
    await expect(page).toHaveURL(/localhost:3000\/dashboard$/);
    await expect(page.getByText('Indirizzo di ritorno non consentito.')).toBeVisible();
  }
});

test('logout clears the session', async ({ page }) => {
  await signInAs(page);
  await page.goto('/dashboard');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin/);
});

test('narrow screens get the page that points to the mobile apps', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/signin');
  await expect(page.getByRole('link', { name: /app store/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /google play/i })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
});
