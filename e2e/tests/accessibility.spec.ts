import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { next, pick } from '../support/activities';
import { registerColleague } from '../support/api';
import { withoutEventStream } from '../support/live';
import { typeInPickerField } from '../support/pickers';
import { COURSE, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../support/routes';
import { signInAs, storeSessionKey } from '../support/session';

// WCAG 2.1 A and AA, checked by axe on every route of the route table (host and remotes, as a
// visitor and signed in) and on the dialogs and panels of the main journeys. A serious or
// critical violation fails the test with the rule and the elements it found.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

// Every test opens its own page (signed in where it says so) and changes nothing another reads:
// with more than one worker (E2E_WORKERS) the file's checks are spread over all of them.
test.describe.configure({ mode: 'parallel' });

// The checks wait for the network to go quiet, which a signed-in page's event stream never lets
// it do.
test.beforeEach(async ({ page }) => {
  await withoutEventStream(page);
});
const BLOCKING = new Set(['serious', 'critical']);

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

test('the page for narrow screens, which points to the mobile apps, has no serious violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/signin');
  await expect(page.getByRole('link', { name: /google play/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'pagina per schermi stretti');
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

  test("the request wizard's steps and its confirmation dialog", async ({ page }) => {
    await page.goto('/request-activities/SUBSTITUTE');
    await settle(page);
    await next(page);
    await page.getByRole('combobox', { name: 'Attività' }).fill('giuramento');
    await page.getByRole('option').first().click();
    await expectAccessible(page, 'procedura guidata, attività');
    await next(page);
    await pick(page, 'Ufficio giudiziario', 'Tribunale di Roma', 'Tribunale di Roma');
    await expectAccessible(page, 'procedura guidata, ufficio');
    await next(page);
    await page.getByRole('radio', { name: 'Diritto civile' }).check();
    await next(page);
    await page.getByRole('radiogroup', { name: 'Giorno' }).getByRole('radio').nth(1).check();
    await typeInPickerField(page, 'Ora', '09:30');
    await expectAccessible(page, 'procedura guidata, data e ora');
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('button', { name: 'Conferma e invia' })).toBeVisible();
    await expectAccessible(page, 'dialogo di conferma della richiesta');
    // Nothing is sent: the dialog is closed without confirming.
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
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
    // A lawyer who can still buy Professional (opening the dialog charges nothing), whom no
    // file running at the same time makes a subscriber (account.spec buys as stabilito@).
    await signInAs(page, 'abilitato@demo.colleghi.it');
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
    await page.getByRole('radio', { name: 'Carta di credito' }).check();
    await page.getByRole('button', { name: 'Prosegui' }).click();
    await expect(page.getByRole('dialog', { name: 'Conferma abbonamento' })).toBeVisible();
    await expectAccessible(page, 'dialogo Conferma abbonamento');
  });
});

test.describe('accessibility of the guest journeys', () => {
  test('every step of the sign-up', async ({ page }) => {
    await page.goto('/signup');
    await settle(page);
    await page.getByLabel('Qualifica').click();
    await expectAccessible(page, 'registrazione, elenco delle qualifiche');
    await page.getByRole('option', { name: 'Avvocato', exact: true }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Marco');
    await page.getByLabel('Cognome').fill('Rossi');
    await page.getByRole('button', { name: 'Avanti' }).click();

    await expect(page.getByLabel('E-mail')).toBeVisible();
    // The step's own errors are part of what is checked.
    await page.getByLabel('E-mail').fill('marco.rossi@');
    await page.getByLabel('Password', { exact: true }).click();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'registrazione, credenziali con errori');
    await page.getByLabel('E-mail').fill(`a11y.${Date.now()}@example.it`);
    await page.getByLabel('Password', { exact: true }).fill('avvocato2026');
    await page.getByRole('checkbox', { name: /termini/i }).check();
    await page.getByRole('checkbox', { name: /privacy/i }).check();
    await page.getByRole('button', { name: 'Avanti' }).click();

    await page.getByLabel('Città').fill('Bologna');
    await page.getByRole('option', { name: 'Bologna (BO)', exact: true }).click();
    await expectAccessible(page, 'registrazione, città');
    await page.getByRole('button', { name: 'Avanti' }).click();

    await page.getByLabel('Cellulare').fill(`3${String(Date.now()).slice(-9)}`);
    await expectAccessible(page, 'registrazione, cellulare');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(page.getByRole('button', { name: 'Crea account' })).toBeVisible();
    await expectAccessible(page, 'registrazione, riepilogo');
  });

  test('every step of a course purchase: billing, payment, PayPal and success', async ({
    page,
  }) => {
    // A new colleague: no billing data yet, so the purchase asks for them first.
    const colleague = await registerColleague(page, 'Aurora');
    await storeSessionKey(page, colleague.token);
    await page.goto(`/courses/${COURSE}`);
    const detail = page.getByRole('dialog', { name: 'Dettaglio corso' });
    await expect(detail.getByRole('button', { name: 'Iscriviti' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await detail.getByRole('button', { name: 'Iscriviti' }).click();

    const billing = page.getByRole('dialog', { name: 'Dati di fatturazione' });
    await expect(billing).toBeVisible();
    await expectAccessible(page, 'acquisto, dati di fatturazione');
    // An invalid fiscal code shows its error before the form goes on.
    await billing.getByLabel('Codice fiscale').fill('RSSMRA80');
    await billing.getByLabel('PEC').click();
    await expect(billing.getByLabel('Codice fiscale')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'acquisto, dati di fatturazione con errori');
    await billing.getByLabel('Indirizzo dello studio').fill('Via Indipendenza 12, Bologna');
    await billing.getByLabel('Codice fiscale').fill('RSSMRA80A01H501U');
    await billing.getByLabel('PEC').fill(`aurora.${Date.now()}@pec.example.it`);
    await billing.getByRole('button', { name: 'Prosegui' }).click();

    const payment = page.getByRole('dialog', { name: 'Pagamento' });
    await expect(payment.getByRole('button', { name: 'Paga con PayPal' })).toBeVisible();
    await expectAccessible(page, 'acquisto, pagamento');
    await payment.getByRole('button', { name: 'Paga con PayPal' }).click();
    const paypal = payment.getByRole('region', { name: 'PayPal (ambiente di prova)' });
    await expect(paypal.getByRole('button', { name: 'Approva pagamento' })).toBeVisible();
    await expectAccessible(page, 'acquisto, PayPal di prova');
    await paypal.getByRole('button', { name: 'Approva pagamento' }).click();

    const success = page.getByRole('dialog', { name: 'Acquisto completato' });
    await expect(success.getByRole('heading', { name: 'Iscrizione completata!' })).toBeVisible();
    await expectAccessible(page, 'acquisto completato');
  });
});
