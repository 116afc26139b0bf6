import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiGet, registerColleague } from '../support/api';
import { signInAs, storeSessionKey } from '../support/session';

/** Matches the API calls to one endpoint (any query string). */
const apiPath = (path: string) => (url: URL) =>
  url.origin === 'http://localhost:8000' && url.pathname === `/api/${path}`;

const SESSION_KEYS = ['auth_token', 'user_id', 'payment_token'] as const;

function storedSession(page: Page) {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [...SESSION_KEYS]);
}

/** Goes to another page of the app through the main navigation (no reload). */
async function navigate(page: Page, link: string) {
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: link, exact: true })
    .click();
}

test('a session revoked on the server while in use is cleared and the app goes to /signin', async ({
  page,
}) => {
  // A colleague of their own: changing the password revokes the other keys of that user.
  const colleague = await registerColleague(page, 'Elena');
  await storeSessionKey(page, colleague.token);
  await page.goto('/agenda');
  await expect(page.getByRole('button', { name: 'Nuovo evento' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('payment_token', 'pagamento-in-corso'));
  expect((await storedSession(page)).every(Boolean)).toBe(true);

  // From another device: sign in again and change the password. The page's key is now revoked.
  const { key: otherKey } = await apiCall<{ key: string }>(page, null, 'POST', 'auth/login/', {
    email: colleague.email,
    password: 'avvocato2026',
  });
  await apiCall(page, otherKey, 'POST', 'auth/password/change/', {
    new_password1: 'avvocato2027',
    new_password2: 'avvocato2027',
  });

  // The next call the app makes with the old key is refused.
  const refused = page.waitForResponse((response) => response.status() === 401);
  await navigate(page, 'Attività');
  await refused;
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await expect(page.getByLabel('E-mail o cellulare')).toBeVisible();
  expect(await storedSession(page)).toEqual([null, null, null]);
  await expect(page.getByRole('button', { name: 'Menu profilo' })).toHaveCount(0);
});

test('a 401 on any API answer during use ends the session', async ({ page }) => {
  await signInAs(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Bentornato, Giulia!' })).toBeVisible();
  expect((await storedSession(page))[0]).toBeTruthy();

  await page.route(apiPath('demands/'), (route) =>
    route.fulfill({ status: 401, json: { detail: 'Token non valido.' } }),
  );
  await navigate(page, 'Attività');
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  expect(await storedSession(page)).toEqual([null, null, null]);
});

test('a server error opens the Errore modal; once closed, the app keeps working', async ({
  page,
}) => {
  const token = await signInAs(page);
  await page.goto('/agenda');
  await expect(page.getByRole('button', { name: 'Nuovo evento' })).toBeVisible();

  const broken = apiPath('demands/');
  await page.route(broken, (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server Error</h1>' }),
  );
  await navigate(page, 'Attività');
  const modal = page.getByRole('dialog', { name: 'Errore' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('È stato rilevato un errore');
  await modal.getByRole('button', { name: 'Chiudi' }).click();
  await expect(modal).toHaveCount(0);
  // Still signed in, the shell is there.
  expect((await storedSession(page))[0]).toBeTruthy();
  await expect(page.getByRole('button', { name: 'Menu profilo' })).toBeVisible();

  // The server is fine again: other pages load their data, and so does the news page.
  await page.unroute(broken);
  await navigate(page, 'Corsi');
  await expect(
    page.getByRole('list', { name: 'Catalogo dei corsi' }).getByRole('article').first(),
  ).toBeVisible();
  await navigate(page, 'Agenda');
  await expect(page.getByRole('button', { name: 'Nuovo evento' })).toBeVisible();
  await navigate(page, 'Attività');
  await expect(page.getByRole('heading', { level: 1, name: 'Le mie richieste' })).toBeVisible();
  const { results } = await apiGet<{ results: { activity: string }[] }>(page, token, 'demands/');
  await expect(page.getByText(results[0].activity).first()).toBeVisible();
  await expect(modal).toHaveCount(0);
});
