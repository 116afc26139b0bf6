import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAs } from '../support/session';

// WCAG 2.1 A and AA, checked by axe on every route of the route table (host and remotes, as a
// visitor and signed in) and on the dialogs and panels of the main journeys. A serious or
// critical violation fails the test with the rule and the elements it found.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

// Seeded catalogue ids (api/src/seed): a course and a package.
const COURSE = 1;
const PACKAGE = 31;

const PUBLIC_ROUTES = [
  '/',
  '/signin',
  '/signup',
  '/forgot',
  '/reset-password/1/link-di-prova',
  '/terms',
  '/privacy',
  '/404',
  '/subscriptions',
  '/subscription?type=professional',
  '/courses',
  `/courses/${COURSE}`,
  `/package/${PACKAGE}`,
  '/request-activities',
  '/request-activities/SUBSTITUTE',
];

const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/activity-request',
  '/activity-proposal',
  '/activity-assignments',
  '/request-activities/SUBSTITUTE',
  '/agenda',
  '/records',
  '/news',
  '/profile',
  '/profile-complete',
  '/profile-edit',
  '/profile-skills',
  '/profile-locations',
  '/subscriptions',
  '/subscription?type=professional',
  '/courses',
  `/courses/${COURSE}`,
  `/package/${PACKAGE}`,
  '/purchased',
];

/**
 * The page has drawn its remote and its data: a level-1 heading (or the dialog a path opens, such
 * as a course's detail over the catalogue) and no request in flight.
 */
async function settle(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(blocking, `${where}: serious or critical WCAG violations`).toEqual([]);
}

test.describe('accessibility, signed out', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} has no serious violation`, async ({ page }) => {
      await page.goto(route);
      await settle(page);
      await expectAccessible(page, route);
    });
  }
});

test.describe('accessibility, signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page);
  });

  for (const route of SIGNED_IN_ROUTES) {
    test(`${route} has no serious violation`, async ({ page }) => {
      await page.goto(route);
      await settle(page);
      await expectAccessible(page, route);
    });
  }

  test('the notifications panel and the profile menu', async ({ page }) => {
    await page.goto('/dashboard');
    await settle(page);
    await page.getByRole('button', { name: 'Notifiche', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Notifiche' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'pannello Notifiche');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Menu profilo' }).click();
    await expect(page.getByRole('menu', { name: 'Menu profilo' })).toBeVisible();
    await expectAccessible(page, 'menu del profilo');
  });

  test("an activity's detail panel", async ({ page }) => {
    await page.goto('/activity-request');
    await settle(page);
    await page.getByRole('list', { name: 'Le mie richieste' }).getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: 'Dettaglio attività' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'pannello Dettaglio attività');
  });

  test("the agenda's new event panel", async ({ page }) => {
    await page.goto('/agenda');
    await settle(page);
    await page.getByRole('button', { name: 'Nuovo evento' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'pannello Nuovo evento');
  });
});

test.describe('accessibility of the purchase', () => {
  test('the payment dialog of a subscription', async ({ page }) => {
    // A lawyer who can still buy Professional (opening the dialog charges nothing).
    await signInAs(page, 'stabilito@demo.colleghi.it');
    await page.goto('/subscription?type=professional');
    await settle(page);
    await page.getByRole('checkbox', { name: /Dichiaro di essere un avvocato/ }).check();
    await page.getByRole('button', { name: 'Prosegui' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conferma i tuoi dati' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Prosegui' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scegli il piano' })).toBeVisible();
    await expectAccessible(page, 'scelta del piano');
    await page.getByRole('button', { name: 'Carta di credito' }).click();
    await expect(page.getByRole('dialog', { name: 'Conferma abbonamento' })).toBeVisible();
    await expectAccessible(page, 'dialogo Conferma abbonamento');
  });
});
