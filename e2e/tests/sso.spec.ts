import { expect, test, type Page } from '@playwright/test';
import { API, DEMO_LAWYER, DEMO_PASSWORD } from '../support/session';

const APP = 'http://localhost:3000';

/** A fresh key for the demo lawyer, as a partner site would hand it over in an SSO link. */
async function freshKey(page: Page): Promise<string> {
  const response = await page.request.post(`${API}auth/login/`, {
    data: { email: DEMO_LAWYER.email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { key: string }).key;
}

/** Fails the test if anything tries to leave the app's origin or to run a script URL. */
function watchForEscapes(page: Page): string[] {
  const escapes: string[] = [];
  page.on('dialog', (dialog) => {
    escapes.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (url !== 'about:blank' && !url.startsWith(`${APP}/`)) escapes.push(`navigated: ${url}`);
  });
  // Nothing should even be requested from the attacker's host.
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.includes('evil')) escapes.push(`request: ${request.url()}`);
  });
  return escapes;
}

// Each value as the query string carries it (already encoded where it has to be).
const ATTACKS: Array<[string, string]> = [
  ['an absolute URL', encodeURIComponent('https://evil.example/')],
  ['a protocol-relative URL', encodeURIComponent('//evil.example')],
  ['a backslash path', encodeURIComponent('/\\evil.example')],
  ['a javascript: URL', encodeURIComponent('javascript:alert(1)')],
  ['an encoded protocol-relative URL', '%2F%2Fevil.example'],
  ['a double-encoded protocol-relative URL', encodeURIComponent('%2F%2Fevil.example')],
  ['a path that decodes to ///evil.example', encodeURIComponent('/%2F%2Fevil.example')],
  ['a look-alike host', encodeURIComponent('http://localhost:3000.evil.example')],
];

for (const [name, callback] of ATTACKS) {
  test(`/sso refuses ${name} as callback, lands on the safe default and drops the token`, async ({
    page,
  }) => {
    const escapes = watchForEscapes(page);
    const key = await freshKey(page);

    await page.goto(`/sso/${key}?callback=${callback}`);
    // The safe default '/' sends a signed-in user on to the dashboard.
    await expect(page).toHaveURL(`${APP}/dashboard`);
    await expect(page.getByText('Indirizzo di ritorno non consentito.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bentornato, Giulia!' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(key);
    expect(page.url()).not.toContain(key);
    // The /sso/<token> entry was replaced, not pushed: Back does not bring the token back.
    await page.goBack();
    expect(page.url()).not.toContain(key);
    expect(escapes).toEqual([]);
  });
}

test('/sso?token= works like /sso/<token>: stored, then gone from the address bar', async ({
  page,
}) => {
  const escapes = watchForEscapes(page);
  const key = await freshKey(page);
  await page.goto(`/sso?token=${key}&callback=${encodeURIComponent('/records')}`);
  await expect(page).toHaveURL(`${APP}/records`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verbali' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(key);

  await page.goto(`/sso?token=${key}&callback=${encodeURIComponent('https://evil.example/')}`);
  await expect(page).toHaveURL(`${APP}/dashboard`);
  expect(page.url()).not.toContain(key);
  expect(escapes).toEqual([]);
});

test('/subscriptions?token= stores the key and removes it from the address bar', async ({
  page,
}) => {
  const key = await freshKey(page);
  await page.goto(`/subscriptions?token=${key}`);
  await expect(page).toHaveURL(`${APP}/subscriptions`);
  await expect(page.getByRole('button', { name: 'Menu profilo' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(key);
  expect(page.url()).not.toContain(key);
});
