import { expect, test, type Page } from '@playwright/test';
import { pickerFieldText, typeInPickerField } from '../support/pickers';
import { API, signInAs } from '../support/session';

type Me = {
  is_certified: boolean;
  birth_date: string | null;
  subscriptions: { type: string; title: string; unsubscribed: boolean }[];
  profile: { is_complete: boolean };
};
type PaymentRecords = { results: { amount: string; kind: string }[] };

async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`${API}${path}`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** /subscription?type=professional → statement → account confirm → plan page. */
async function openProfessionalPlanPage(page: Page) {
  await page.goto('/subscription?type=professional');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Dichiaro di essere un avvocato/ }).check();
  await page.getByRole('button', { name: 'Prosegui' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conferma i tuoi dati' })).toBeVisible();
  await page.getByRole('button', { name: 'Prosegui' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scegli il piano' })).toBeVisible();
}

async function payByCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'Carta di credito' }).check();
  await page.getByRole('button', { name: 'Prosegui' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conferma abbonamento' });
  await dialog.getByRole('textbox', { name: 'Numero della carta' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Scadenza (MM/AA)' }).fill('12/30');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
  await dialog.getByRole('textbox', { name: 'Intestatario della carta' }).fill('Mario Rossi');
  return dialog;
}

test('a lawyer buys Professional with the sandbox card and gets the certified badge', async ({
  page,
}) => {
  const token = await signInAs(page, 'stabilito@demo.colleghi.it');
  await openProfessionalPlanPage(page);
  const dialog = await payByCard(page, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Paga' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Abbonamento Professional attivato con successo!')).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('profile-badge')).toHaveText('Professional');
  const me = await apiGet<Me>(page, token, 'users/me/');
  expect(me.is_certified).toBe(true);
  expect(me.subscriptions.map((sub) => sub.type)).toEqual(['professional']);
});

test('a promo code lowers the first period and the amount charged is the price shown', async ({
  page,
}) => {
  const token = await signInAs(page, 'praticante@demo.colleghi.it');
  await openProfessionalPlanPage(page);
  await page.getByRole('button', { name: 'Hai un codice promozionale?' }).click();
  await page.getByRole('textbox', { name: 'Codice promozionale' }).fill('BENVENUTO20');
  await page.getByRole('button', { name: 'Applica codice' }).click();
  await expect(
    page.getByText(/Grazie al codice BENVENUTO20 è stato applicato uno sconto/),
  ).toBeVisible();

  const dialog = await payByCard(page, '4242 4242 4242 4242');
  const summary = dialog.getByLabel('Riepilogo del prezzo');
  // The row "Prezzo" carries the net price of the first period (VAT is listed apart).
  const shown =
    (await summary
      .locator('dt', { hasText: /^Prezzo$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Paga' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const records = await apiGet<PaymentRecords>(page, token, 'payments/records/');
  expect(records.results).toHaveLength(1);
  const charged = records.results[0].amount.replace('.', ',');
  expect(shown.replace(/\s/g, ' ')).toContain(charged);
  // 9,90 € × 12 months − 20 % (annual plan) − 20 % (promo) = 76,03 €.
  expect(records.results[0].amount).toBe('76.03');
});

test('a declined card shows the error and activates nothing', async ({ page }) => {
  const token = await signInAs(page, 'abilitato@demo.colleghi.it');
  await openProfessionalPlanPage(page);
  const dialog = await payByCard(page, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Paga' }).click();
  await expect(page.getByText('La carta è stata rifiutata.')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription-plan$/);

  const me = await apiGet<Me>(page, token, 'users/me/');
  expect(me.is_certified).toBe(false);
  expect(me.subscriptions).toEqual([]);
  const records = await apiGet<PaymentRecords>(page, token, 'payments/records/');
  expect(records.results).toEqual([]);
});

test('a subscriber changes plan and cancels from the profile', async ({ page }) => {
  const token = await signInAs(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: /I tuoi abbonamenti/ }).click();

  const professional = page.getByRole('article', { name: 'Professional' });
  await professional.getByRole('button', { name: 'Cambia piano' }).click();
  const change = page.getByRole('dialog', { name: 'Cambia piano' });
  await change.getByRole('radio', { name: /6 mesi/ }).check();
  await change.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Piano aggiornato con successo!')).toBeVisible();
  // A pending plan change hides the button until the renewal.
  await expect(professional.getByRole('button', { name: 'Cambia piano' })).toHaveCount(0);

  await professional.getByRole('button', { name: 'Disdici' }).click();
  const confirm = page.getByRole('dialog', { name: 'Vuoi disdire Professional?' });
  await confirm.getByRole('button', { name: 'Disdici' }).click();
  await expect(professional.getByText(/^Disdetto: resta attivo fino al /)).toBeVisible();

  const me = await apiGet<Me>(page, token, 'users/me/');
  const held = me.subscriptions.find((sub) => sub.type === 'professional');
  expect(held?.unsubscribed).toBe(true);
  // Cancelled subscriptions run to their end date: still certified today.
  expect(me.is_certified).toBe(true);
});

test('a lawyer completes the profile through the six steps', async ({ page }) => {
  const token = await signInAs(page, 'incompleto.roma@demo.colleghi.it');
  await page.goto('/profile-complete');
  await expect(page.getByRole('heading', { level: 1, name: 'Completa il profilo' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Avanti' });

  await next.click(); // 1: picture (optional)
  await next.click(); // 2: skills (Diritto civile is already chosen)
  await expect(page.getByRole('textbox', { name: /^Codice fiscale/ })).toHaveValue(
    'GRCDVD93C05H501K',
  );
  // 3: birth date and fiscal code, already known. The date shows the month by its Italian name
  // and is typed day, month by its first letters, year; without a year there is no date.
  const birthDate = 'Data di nascita';
  expect(await pickerFieldText(page, birthDate)).toBe('05/marzo/1993');
  await typeInPickerField(page, birthDate, '05mar');
  await expect(next).toBeDisabled();
  await typeInPickerField(page, birthDate, '05mar1993');
  expect(await pickerFieldText(page, birthDate)).toBe('05/marzo/1993');
  await next.click();

  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: /^Partita IVA/ }).fill('12345678903');
  await page.getByRole('textbox', { name: /^PEC/ }).fill('davide.greco@pec.it');
  await page.getByRole('textbox', { name: /^Numero di iscrizione/ }).fill('RM-4521');
  await page.getByRole('combobox', { name: /^Consiglio dell'Ordine/ }).fill('Roma');
  await page.getByRole('option').first().click();
  await next.click(); // 4: professional data

  await page.getByRole('textbox', { name: /^Nome dello studio/ }).fill('Studio Greco');
  await page.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Cola di Rienzo 10');
  await page.getByRole('combobox', { name: /^Comune dello studio/ }).fill('Roma');
  await page
    .getByRole('option', { name: /^Roma \(RM\)/ })
    .first()
    .click();
  const zip = page.getByRole('textbox', { name: /^CAP/ });
  if ((await zip.inputValue()) === '') await zip.fill('00192');
  await page.getByRole('textbox', { name: /^Telefono/ }).fill('06123456');
  await page.getByRole('textbox', { name: /^Fax/ }).fill('06123457');
  await page.getByRole('button', { name: 'Salva' }).click(); // 5: saves

  await expect(page.getByRole('heading', { name: 'Certifica il tuo profilo' })).toBeVisible();
  const me = await apiGet<Me>(page, token, 'users/me/');
  expect(me.profile.is_complete).toBe(true);
  expect(me.birth_date).toBe('1993-03-05');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
