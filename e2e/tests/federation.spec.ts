import { expect, test } from '@playwright/test';
import { shareRegistrations } from '../support/federation';
import { DEMO_LAWYER, signInAs } from '../support/session';

test('each remote renders inside the shell and reads the session the host set', async ({
  page,
}) => {
  await signInAs(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Bentornato, Giulia!' })).toBeVisible();

  const areas = [
    { path: '/activity-request', title: 'Le mie richieste', port: 3001 },
    { path: '/agenda', title: 'Agenda', port: 3002 },
    { path: '/profile', title: 'Profilo', port: 3003 },
    { path: '/courses', title: 'Corsi', port: 3004 },
    { path: '/records', title: 'Verbali', port: 3005 },
  ];
  for (const area of areas) {
    const manifest = page.waitForResponse(`http://localhost:${area.port}/mf-manifest.json`);
    await page.goto(area.path);
    expect((await manifest).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu profilo' })).toBeVisible();
  }
  // The account remote shows the user the host loaded into the shared store.
  await page.goto('/profile');
  await expect(page.getByText(DEMO_LAWYER.name).first()).toBeVisible();
});

test('navigating between remotes keeps one copy of each shared library', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await signInAs(page);
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await page.getByRole('link', { name: 'Corsi', exact: true }).click();
  // "I miei corsi" is offered only to a signed-in user: the learning remote read the session.
  await expect(page.getByRole('link', { name: 'I miei corsi' })).toBeVisible();
  await page.getByRole('link', { name: 'Attività', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Le mie richieste' })).toBeVisible();
  await page.getByRole('link', { name: 'Verbali', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verbali' })).toBeVisible();

  // No script is downloaded twice in one visit.
  expect(scripts.length).toBe(new Set(scripts).size);

  // Every singleton in use was provided by exactly one app (the host), whatever remote asked.
  const providers: Record<string, string[]> = {};
  for (const entry of await shareRegistrations(page)) {
    if (entry.loaded)
      providers[entry.lib] = [...(providers[entry.lib] ?? []), `${entry.from}@${entry.version}`];
  }
  for (const pkg of [
    'react',
    'react-dom',
    '@colleghi/shared/router',
    'jotai',
    '@mui/material/styles/styled',
    '@mui/material/styles/useTheme',
    '@mui/material/zero-styled',
    '@mui/material/Button/Button',
    '@emotion/react',
    'axios',
    'dayjs',
    // @colleghi/shared: the files that hold the session, the store and the axios instance,
    // dayjs's locale and plugins (set once for the page), and request() every screen calls.
    '@colleghi/shared/store',
    '@colleghi/shared/auth/atoms',
    '@colleghi/shared/http/client',
    '@colleghi/shared/format',
    '@colleghi/shared/http/request',
  ]) {
    expect(providers[pkg], pkg).toHaveLength(1);
    expect(providers[pkg][0], pkg).toMatch(/^host@/);
  }
});
