import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { wizardToDateStep } from '../support/activities';
import { withoutEventStream } from '../support/live';
import { typeInPickerField } from '../support/pickers';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../support/routes';
import { signInAs } from '../support/session';

// `pnpm screens`: every route of the route table, as a visitor and signed in, and the main
// dialogs and panels, at the narrowest desktop width (941 px: below it the app shows the page
// for the mobile apps) and at 1280 px, into one folder to look through. Nothing is asserted
// beyond the page having drawn: the pictures are for people.
const SCREENS_DIR = path.resolve(__dirname, '..', 'screens-output');
const WIDTHS = [1280, 941] as const;

const slug = (text: string) =>
  text
    .replace(/^\//, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'home';

async function settle(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Skeletons fade and pickers open with a transition: the picture waits for them to end.
  await page.waitForTimeout(400);
}

/** Scrolls the page to its end and back, so that widgets loaded near the screen are drawn. */
async function revealDeferred(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}

async function shoot(page: Page, width: number, name: string) {
  const file = path.join(SCREENS_DIR, String(width), `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.beforeEach(async ({ page }) => {
      await withoutEventStream(page);
    });

    test('as a visitor: every public route', async ({ page }) => {
      test.setTimeout(PUBLIC_ROUTES.length * 15_000);
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await settle(page);
        await shoot(page, width, `ospite-${slug(route)}`);
      }
    });

    test('signed in: every private route', async ({ page }) => {
      test.setTimeout(SIGNED_IN_ROUTES.length * 15_000);
      await signInAs(page);
      for (const route of SIGNED_IN_ROUTES) {
        await page.goto(route);
        await settle(page);
        await revealDeferred(page);
        await shoot(page, width, `utente-${slug(route)}`);
      }
    });

    test('signed in: the header, the lists and the agenda dialogs', async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page);
      await page.goto('/dashboard');
      await settle(page);
      await page.getByRole('button', { name: 'Notifiche', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Notifiche' })).toBeVisible();
      await settle(page);
      await shoot(page, width, 'dialogo-notifiche');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Menu profilo' }).click();
      await expect(page.getByRole('menu', { name: 'Menu profilo' })).toBeVisible();
      await shoot(page, width, 'menu-profilo');
      await page.keyboard.press('Escape');

      await page.goto('/activity-request');
      await settle(page);
      await page
        .getByRole('list', { name: 'Le mie richieste' })
        .getByRole('button')
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Dettaglio attività' })).toBeVisible();
      await settle(page);
      await shoot(page, width, 'pannello-dettaglio-attivita');

      await page.goto('/agenda');
      await settle(page);
      await page.getByRole('button', { name: 'Nuovo evento' }).click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await settle(page);
      await shoot(page, width, 'agenda-nuovo-evento');
      await panel.getByRole('button', { name: /^Scegli la data/ }).click();
      await settle(page);
      await shoot(page, width, 'agenda-nuovo-evento-calendario');
    });

    test('signed in: the request wizard, its date and its confirmation', async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page);
      await page.goto('/request-activities/SUBSTITUTE');
      await settle(page);
      await wizardToDateStep(page, 'giuramento', 'Udienza di giuramento del CTU');
      await settle(page);
      await shoot(page, width, 'richiesta-data-e-ora');
      await page.getByRole('button', { name: /^Scegli la data/ }).click();
      await settle(page);
      await shoot(page, width, 'richiesta-data-e-ora-calendario');
      await page.keyboard.press('Escape');
      await page.getByRole('radiogroup', { name: 'Giorno' }).getByRole('radio').nth(1).check();
      await typeInPickerField(page, 'Ora', '09:30');
      await page.getByRole('button', { name: 'Invia richiesta' }).click();
      await expect(page.getByRole('button', { name: 'Conferma e invia' })).toBeVisible();
      await settle(page);
      await shoot(page, width, 'richiesta-conferma');
      // Nothing is sent.
      await page.keyboard.press('Escape');
    });

    test('signed in: the subscription plan and its payment dialog', async ({ page }) => {
      test.setTimeout(90_000);
      // Opening the dialog charges nothing: a lawyer who can still buy Professional.
      await signInAs(page, 'abilitato@demo.colleghi.it');
      await page.goto('/subscription?type=professional');
      await settle(page);
      await page.getByRole('checkbox', { name: /Dichiaro di essere un avvocato/ }).check();
      await page.getByRole('button', { name: 'Prosegui' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Conferma i tuoi dati' }),
      ).toBeVisible();
      await settle(page);
      await shoot(page, width, 'abbonamento-conferma-dati');
      await page.getByRole('button', { name: 'Prosegui' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Scegli il piano' })).toBeVisible();
      await settle(page);
      await shoot(page, width, 'abbonamento-scegli-piano');
      await page.getByRole('radio', { name: 'Carta di credito' }).check();
      await page.getByRole('button', { name: 'Prosegui' }).click();
      await expect(page.getByRole('dialog', { name: 'Conferma abbonamento' })).toBeVisible();
      await settle(page);
      await shoot(page, width, 'abbonamento-dialogo-pagamento');
    });

    test('the "Errore" dialog of a server failure', async ({ page }) => {
      await signInAs(page);
      await page.route(
        (url) => url.pathname === '/api/articles/',
        (route) => route.fulfill({ status: 500, body: '{}' }),
      );
      await page.goto('/news');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      await shoot(page, width, 'dialogo-errore-500');
    });
  });
}
