import type { Page } from '@playwright/test';

export const API = 'http://localhost:8000/api/';
export const DEMO_PASSWORD = 'Colleghi2026';
export const DEMO_LAWYER = { email: 'avvocato@demo.colleghi.it', name: 'Giulia Bianchi' };

/** Signs in through the API and puts the key where the app keeps it, before the page loads. */
export async function signInAs(page: Page, email = DEMO_LAWYER.email, password = DEMO_PASSWORD) {
  const response = await page.request.post(`${API}auth/login/`, { data: { email, password } });
  if (!response.ok())
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { key } = (await response.json()) as { key: string };
  await storeSessionKey(page, key);
  return key;
}

/** Puts a key the API already gave (login, sign-up) where the app keeps it, before the page loads. */
export async function storeSessionKey(page: Page, key: string): Promise<void> {
  await page.addInitScript((token) => {
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.localStorage.setItem('auth_token', token);
      window.sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, key);
}
