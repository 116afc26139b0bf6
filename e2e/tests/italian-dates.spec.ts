import { expect, test } from '@playwright/test';
import { wizardToDateStep } from '../support/activities';
import { italianLongDate, romeDay } from '../support/dates';
import { pickerFieldText, typeInPickerField } from '../support/pickers';
import { signInAs } from '../support/session';

// A browser set to English would read 02/12/2026 as 12 February in a native date field: the
// app's fields read day first whatever the browser's language.
test.use({ locale: 'en-US' });

/** The next 2 December after tomorrow, as YYYY-MM-DD: a day the request wizard accepts. */
function nextSecondOfDecember(): string {
  const tomorrow = romeDay(1);
  const year = Number(tomorrow.slice(0, 4));
  return tomorrow < `${year}-12-02` ? `${year}-12-02` : `${year + 1}-12-02`;
}

test('in an English browser, a hearing typed 02/12/2026 is on 2 December', async ({ page }) => {
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  const parts = `Gallo c/ Serra ${Date.now() % 100000}`;
  const [part1, part2] = parts.split(' c/ ');
  await signInAs(page);
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Nuovo evento' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Tipo').selectOption({ label: 'Udienza' });
  await typeInPickerField(panel, 'Data', '02/12/2026');
  expect(await pickerFieldText(panel, 'Data')).toBe('02/12/2026');
  await typeInPickerField(panel, 'Inizio', '10:00');
  await expect.poll(() => pickerFieldText(panel, 'Fine')).toBe('10:30');
  await panel.getByLabel('Parte 1').fill(part1);
  await panel.getByLabel('Parte 2').fill(part2);
  await panel.getByRole('button', { name: 'Salva' }).click();

  // The agenda jumps to the hearing's day: Wednesday 2 December, not 12 February.
  await expect(
    page.getByRole('button', { name: `${italianLongDate('2026-12-02')}, con eventi` }),
  ).toBeVisible();
  await page.getByText(new RegExp(part2)).first().click();
  await expect(
    page
      .getByRole('dialog')
      .getByText(/2 dicembre 2026|02\/12\/2026/)
      .first(),
  ).toBeVisible();
});

test('in an English browser, the request wizard reads 02/12 as 2 December', async ({ page }) => {
  const day = nextSecondOfDecember();
  const [year] = day.split('-');
  await signInAs(page);
  await page.goto('/request-activities/SUBSTITUTE');
  await wizardToDateStep(page, 'giuramento', 'Udienza di giuramento del CTU');
  await typeInPickerField(page, 'Data', `02/12/${year}`);
  await typeInPickerField(page, 'Ora', '09:30');
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(`${italianLongDate(day)}, ore 09:30`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Annulla' }).click();
});
