import { expect, test } from '@playwright/test';
import { overrideRemotes } from '../support/config';
import { signInAs } from '../support/session';
import { StaticServer } from '../support/static-server';

// mfe-learning built with one more page (COLLEGHI_EXTRA_PAGE=1, scripts/lib.sh
// build_new_page_remote): the host, built before it, has never heard of /formazione-prova.
const newLearning = new StaticServer('mfe-learning', 3104, 'dist-new-page');
const NEW_PAGE = '/formazione-prova';
const NEW_HEADING = 'Formazione: pagina di prova';

test.afterEach(async () => {
  await newLearning.stop();
});

test('a page a redeployed remote declares opens in the shell, with no host rebuild', async ({
  page,
}) => {
  await signInAs(page);
  // With the deployed remote, the path is nobody's.
  await page.goto(NEW_PAGE);
  await expect(page).toHaveURL(/\/404$/);

  await newLearning.start();
  await overrideRemotes(page, { learning: newLearning.manifestUrl });
  const routes = page.waitForResponse('http://localhost:3104/routes.json');
  await page.goto(NEW_PAGE);
  expect((await routes).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu profilo' })).toBeVisible();
  // Its nav label comes from the declaration too, and the remote's other pages still work.
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link', { name: 'Prova' })).toHaveAttribute('href', NEW_PAGE);
  await nav.getByRole('link', { name: 'Corsi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corsi' })).toBeVisible();
});

test('while the remote is down, its last-known path shows the fallback with Riprova, not /404', async ({
  page,
}) => {
  await signInAs(page);
  await newLearning.start();
  await overrideRemotes(page, { learning: newLearning.manifestUrl });
  await page.goto(NEW_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();

  await newLearning.stop();
  await page.reload();
  await expect(page.getByText('La sezione Formazione non è disponibile')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(NEW_PAGE);

  await newLearning.start();
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
});

test('a remote that declares a path of the host or of another remote is refused, with a console error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('http://localhost:3004/routes.json', async (route) => {
    const response = await route.fetch();
    const document = (await response.json()) as { routes: unknown[] };
    document.routes.push({ path: '/dashboard', access: 'public' });
    document.routes.push({ path: '/agenda', access: 'public' });
    await route.fulfill({ response, json: document });
  });
  await signInAs(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Bentornato, Giulia!' })).toBeVisible();
  await page.goto('/agenda');
  await expect(page.getByRole('button', { name: 'Nuovo evento' })).toBeVisible();
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/learning declares \/dashboard, which the host .* owns: refused/),
      expect.stringMatching(/learning declares \/agenda, which agenda .* owns: refused/),
    ]),
  );
});
