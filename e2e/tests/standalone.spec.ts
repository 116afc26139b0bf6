import { expect, test } from '@playwright/test';

for (const { url, app, heading } of [
  { url: 'http://localhost:3002/agenda', app: 'Agenda', heading: 'Agenda' },
  { url: 'http://localhost:3005/records', app: 'Verbali', heading: 'Verbali' },
]) {
  test(`a remote runs alone on its own port, with its own minimal sign-in: ${url}`, async ({
    page,
  }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: `Colleghi · ${app}` })).toBeVisible();
    await page.getByLabel('E-mail o cellulare').fill('avvocato@demo.colleghi.it');
    await page.getByLabel('Password').fill('Colleghi2026');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Modalità autonoma')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Giulia Bianchi')).toBeVisible();
  });
}

test('deployments are cache-safe: entry files revalidate, hashed chunks are immutable', async ({
  request,
}) => {
  for (const url of [
    'http://localhost:3000/config.json',
    'http://localhost:3000/index.html',
    'http://localhost:3002/mf-manifest.json',
    'http://localhost:3002/remoteEntry.js',
  ]) {
    const response = await request.get(url);
    expect(response.ok(), url).toBe(true);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
  }
  const manifest = (await (await request.get('http://localhost:3002/mf-manifest.json')).json()) as {
    exposes: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
  };
  const chunk = [
    ...manifest.exposes[0].assets.js.sync,
    ...manifest.exposes[0].assets.js.async,
  ].find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
  expect(chunk).toBeTruthy();
  // The host loads it cross-origin: CORS allows the host's origin (and only known origins).
  const response = await request.get(`http://localhost:3002/${chunk}`, {
    headers: { origin: 'http://localhost:3000' },
  });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['access-control-allow-origin']).toBe('http://localhost:3000');
});
