import { expect, test } from '@playwright/test';
import { DEMO_LAWYER, signInAs } from '../support/session';

test('each remote renders inside the shell and reads the session the host set', async ({ page }) => {
  await signInAs(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Bentornato, Giulia!' })).toBeVisible();

  const areas = [
    { path: '/activity-request', title: 'Le mie richieste', port: 3001 },
    { path: '/agenda', title: 'Agenda', port: 3002 },
    { path: '/profile', title: 'Profilo', port: 3003 },
    { path: '/courses', title: 'Corsi', port: 3004 },
  ];
  for (const area of areas) {
    const manifest = page.waitForResponse(`http://localhost:${area.port}/mf-manifest.json`);
    await page.goto(area.path);
    expect((await manifest).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible();
    // The user was loaded by the host into the shared store; the remote only reads it.
    await expect(page.getByTestId('shared-session-user')).toHaveText(
      `Sessione condivisa: ${DEMO_LAWYER.name}`,
    );
    await expect(page.getByRole('button', { name: 'Menu profilo' })).toBeVisible();
  }
});

test('navigating between remotes keeps one copy of each shared library', async ({ page }) => {
  await signInAs(page);
  await page.goto('/agenda');
  await expect(page.getByTestId('shared-session-user')).toBeVisible();
  await page.getByRole('link', { name: 'Corsi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corsi' })).toBeVisible();
  const singletons = await page.evaluate(() => {
    type Scope = Record<string, Record<string, { loaded?: boolean; useIn?: string[] }>>;
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Scope>> } })
      .__FEDERATION__;
    const shares = Object.values(federation?.__SHARE__ ?? {});
    const loaded: Record<string, number> = {};
    for (const share of shares) {
      for (const [pkg, versions] of Object.entries(share.default ?? {})) {
        for (const info of Object.values(versions)) {
          if (info.loaded) loaded[pkg] = (loaded[pkg] ?? 0) + 1;
        }
      }
    }
    return loaded;
  });
  for (const pkg of ['react', 'react-dom', '@colleghi/shared', 'jotai', '@mui/material']) {
    expect(singletons[pkg] ?? 0, pkg).toBeLessThanOrEqual(1);
  }
});
