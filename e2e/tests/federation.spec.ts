import { expect, test } from '@playwright/test';
import { shareRegistrations } from '../support/federation';
import { REMOTES } from '../support/remotes';
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

  // Every singleton in use was loaded once, from the host's files, whatever remote asked. The
  // runtime records as `from` the container whose consume loaded a copy first: remotes provide
  // nothing, so that is the host only for what the shell's start-up uses itself; the files say
  // whose copy it was.
  type Manifest = { shared: { name: string; assets: { js: { sync: string[] } } }[] };
  const filesOf = async (manifestUrl: string) => {
    const manifest = (await (await page.request.get(manifestUrl)).json()) as Manifest;
    const base = new URL('.', manifestUrl).href;
    return new Map(
      manifest.shared.map((entry) => [entry.name, entry.assets.js.sync.map((f) => base + f)]),
    );
  };
  const hostFiles = await filesOf('http://localhost:3000/mf-manifest.json');
  const remoteFiles = await Promise.all(REMOTES.map((remote) => filesOf(remote.manifestUrl)));
  const downloaded = new Set(scripts);
  const providers: Record<string, string[]> = {};
  for (const entry of await shareRegistrations(page)) {
    if (!entry.loaded) continue;
    const fromHost = (hostFiles.get(entry.lib) ?? []).every((file) => downloaded.has(file));
    const fromRemote = remoteFiles.some((files) =>
      (files.get(entry.lib) ?? []).some((file) => downloaded.has(file)),
    );
    const app = fromHost && !fromRemote ? 'host' : entry.from;
    providers[entry.lib] = [...(providers[entry.lib] ?? []), `${app}@${entry.version}`];
  }
  for (const pkg of [
    'react',
    'react-dom',
    'jotai',
    '@mui/system/DefaultPropsProvider',
    '@emotion/react',
    'dayjs',
    '@tanstack/react-query',
    'axios',
    // @colleghi/shared: the router facade (react-router-dom's contexts), the files that hold the
    // session, the store, the API's axios instance, the query client, and dayjs's locale and
    // plugins (set once for the page).
    '@colleghi/shared/router',
    '@colleghi/shared/http/client',
    '@colleghi/shared/store',
    '@colleghi/shared/auth/atoms',
    '@colleghi/shared/config',
    '@colleghi/shared/domain/format',
    '@colleghi/shared/query/query-client',
    // The page's one event stream (with @microsoft/fetch-event-source inside it) and the registry
    // of what its events refresh, where the remotes declare their keys.
    '@colleghi/shared/live/event-stream',
    '@colleghi/shared/live/live-events',
  ]) {
    expect(providers[pkg], pkg).toHaveLength(1);
    expect(providers[pkg][0], pkg).toMatch(/^host@/);
  }
});
