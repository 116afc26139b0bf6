import { expect, test, type APIResponse } from '@playwright/test';
import { watchPolicy } from '../support/csp';
import { reveal } from '../support/dashboard';
import { API, DEMO_LAWYER, DEMO_PASSWORD } from '../support/session';

const HOST = 'http://localhost:3000';
const AGENDA = 'http://localhost:3002';
const RECORDS = 'http://localhost:3005';
const EVIL = 'https://evil.example';

/** The policy's directives as a map: "script-src" → ["'self'", …]. */
function directives(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

function expectHardened(response: APIResponse, url: string): void {
  const headers = response.headers();
  expect(response.ok(), url).toBe(true);
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
}

test('the host and a remote are served with nosniff, a referrer policy and a working CSP', async ({
  request,
}) => {
  for (const url of [`${HOST}/`, `${HOST}/dashboard`, `${AGENDA}/agenda`, `${RECORDS}/records`]) {
    const response = await request.get(url);
    expectHardened(response, url);
    const csp = directives(response);
    expect(csp.get('default-src'), url).toEqual(["'self'"]);
    expect(csp.get('object-src'), url).toEqual(["'none'"]);
    expect(csp.get('base-uri'), url).toEqual(["'self'"]);
    // No app is meant to be framed (the partner embed is a script, not an iframe).
    expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
    const scripts = csp.get('script-src') ?? [];
    // Injected markup cannot run: no inline script, no eval, no wildcard.
    expect(scripts, url).not.toContain("'unsafe-inline'");
    expect(scripts, url).not.toContain("'unsafe-eval'");
    expect(
      scripts.filter((source) => ['*', 'http:', 'https:'].includes(source)),
      url,
    ).toEqual([]);
    // The remotes named in config.json, the API, and the real payment SDKs are allowed.
    expect(scripts, url).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://localhost:3001',
        'http://localhost:3004',
        'http://localhost:3005',
        'https://js.stripe.com',
        'https://www.paypal.com',
      ]),
    );
    expect(csp.get('connect-src'), url).toEqual(
      expect.arrayContaining(["'self'", 'http://localhost:8000', 'http://localhost:3002']),
    );
  }

  // Remote files: every answer carries the same headers, whatever its type.
  for (const url of [
    `${AGENDA}/mf-manifest.json`,
    `${AGENDA}/remoteEntry.js`,
    `${RECORDS}/mf-manifest.json`,
    `${RECORDS}/remoteEntry.js`,
  ]) {
    expectHardened(await request.get(url), url);
  }
});

test('static servers answer CORS only to the apps and the partner portal', async ({ request }) => {
  for (const origin of [HOST, 'http://localhost:3100']) {
    const response = await request.get(`${AGENDA}/mf-manifest.json`, { headers: { origin } });
    expect(response.headers()['access-control-allow-origin'], origin).toBe(origin);
    expect(response.headers()['vary']).toContain('Origin');
  }
  const refused = await request.get(`${AGENDA}/mf-manifest.json`, { headers: { origin: EVIL } });
  expect(refused.ok()).toBe(true);
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
  const none = await request.get(`${AGENDA}/mf-manifest.json`);
  expect(none.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the API is hardened too, and answers CORS only to known origins', async ({ request }) => {
  const allowed = await request.get(`${API}subjects/`, { headers: { origin: HOST } });
  expect(allowed.ok()).toBe(true);
  const headers = allowed.headers();
  expect(headers['access-control-allow-origin']).toBe(HOST);
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  // As strict as the apps' policy, or stricter.
  expect([
    'strict-origin-when-cross-origin',
    'strict-origin',
    'same-origin',
    'no-referrer',
  ]).toContain(headers['referrer-policy']);
  expect(directives(allowed).get('frame-ancestors')).toEqual(["'none'"]);
  const refused = await request.get(`${API}subjects/`, { headers: { origin: EVIL } });
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
});

test('a whole journey runs under the policy without a single violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/signin');
  await page.getByLabel('E-mail o cellulare').fill(DEMO_LAWYER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();

  // Dashboard: the widgets of the remotes, the bell, the banners.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bentornato, Giulia!' })).toBeVisible();
  // The learning widgets sit below the first screen: they load once scrolled near.
  await reveal(page, 'Formazione');
  await expect(page.getByRole('heading', { name: 'Shop della formazione' })).toBeVisible();
  await page.getByRole('button', { name: 'Notifiche', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Notifiche' })).toBeVisible();
  await page.keyboard.press('Escape');

  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await nav.getByRole('link', { name: 'Agenda', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuovo evento' })).toBeVisible();

  await nav.getByRole('link', { name: 'Verbali', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verbali' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuovo verbale' })).toBeVisible();

  await nav.getByRole('link', { name: 'Corsi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corsi' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Catalogo dei corsi' }).getByRole('article').first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Menu profilo' }).click();
  await page.getByRole('menuitem', { name: 'Profilo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  await expect(page.getByRole('main').getByText(DEMO_LAWYER.name).first()).toBeVisible();

  // The policy was really in force on this page (otherwise there would be nothing to violate).
  const response = await page.request.get(page.url());
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(await violations()).toEqual([]);
});
