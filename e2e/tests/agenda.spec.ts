import { expect, test, type Locator, type Page } from '@playwright/test';
import { italianLongDate, romeDay } from '../support/dates';
import { pickerFieldText, typeDate, typeInPickerField } from '../support/pickers';
import { signInAs } from '../support/session';

async function newEvent(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Nuovo evento' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  return panel;
}

async function openEvent(page: Page, name: string | RegExp, index = 0): Promise<Locator> {
  await page.getByText(name).nth(index).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  return panel;
}

async function menuAction(page: Page, panel: Locator, action: string): Promise<void> {
  await panel.getByRole('button', { name: 'Azioni evento' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a hearing is created, shown with its dot, postponed, and the new one marked done', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const parts = `Ferri c/ Moretti ${Date.now() % 100000}`;
  const [part1, part2] = parts.split(' c/ ');
  await signInAs(page);
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();

  let panel = await newEvent(page);
  await panel.getByLabel('Tipo').selectOption({ label: 'Udienza' });
  await typeDate(panel, 'Data', romeDay(3));
  await typeInPickerField(panel, 'Inizio', '10:00');
  // A new start moves the end 30 minutes after it.
  await expect.poll(() => pickerFieldText(panel, 'Fine')).toBe('10:30');
  await panel.getByLabel('Parte 1').fill(part1);
  await panel.getByLabel('Parte 2').fill(part2);
  await panel.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Udienza').and(page.getByText(part1)).first()).toBeVisible();
  // The agenda jumped to the hearing's day, which now carries a dot in the calendar.
  await expect(
    page.getByRole('button', { name: `${italianLongDate(romeDay(3))}, con eventi` }),
  ).toBeVisible();

  // Postpone it by a week: a new hearing appears and the old one is marked postponed.
  panel = await openEvent(page, new RegExp(part2));
  await menuAction(page, panel, 'Rinvia');
  panel = page.getByRole('dialog');
  await typeDate(panel, 'Data', romeDay(10));
  await typeInPickerField(panel, 'Inizio', '11:00');
  await expect.poll(() => pickerFieldText(panel, 'Fine')).toBe('11:30');
  await panel.getByRole('button', { name: 'Rinvia' }).click();
  await expect(page.getByText(new RegExp(part2))).toHaveCount(2);
  // The toast does not cover the list's last control, even with the list scrolled to its end.
  const toast = page.getByRole('alert').filter({ hasText: 'Udienza rinviata.' });
  await expect(toast).toBeVisible();
  const loadAfter = page.getByRole('button', { name: 'Carica eventi successivi' });
  await loadAfter.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await expect(loadAfter).toBeInViewport();
  const toastBox = await toast.boundingBox();
  const buttonBox = await loadAfter.boundingBox();
  if (!toastBox || !buttonBox) throw new Error('The toast or the button has no box');
  expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(toastBox.y);

  // The old one now only offers delete; the new one can be marked done.
  panel = await openEvent(page, new RegExp(part2), 0);
  await panel.getByRole('button', { name: 'Azioni evento' }).click();
  await expect(page.getByRole('menuitem', { name: 'Elimina' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Modifica' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Chiudi' }).click();

  panel = await openEvent(page, new RegExp(part2), 1);
  await menuAction(page, panel, 'Segna come completato');
  await panel.getByRole('button', { name: 'Azioni evento' }).click();
  await expect(page.getByRole('menuitem', { name: 'Segna come da fare' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Rinvia' })).toHaveCount(0);
});

test.describe('in a browser set to English', () => {
  // The date is typed day first all the same (an English browser's own date input reads
  // mm/dd/yyyy).
  test.use({ locale: 'en-US' });

  test('deleting a fulfilment also removes its notice', async ({ page }) => {
    const nrg = `NRG ${Date.now() % 100000}/2026`;
    const day = romeDay(12);
    await signInAs(page);
    await page.goto('/agenda');
    const panel = await newEvent(page);
    await panel.getByLabel('Tipo').selectOption({ label: 'Adempimento' });
    await expect
      .poll(() => pickerFieldText(panel, 'Data'))
      .toBe(romeDay(0).split('-').reverse().join('/'));
    await typeDate(panel, 'Data', day);
    await expect
      .poll(() => pickerFieldText(panel, 'Data'))
      .toBe(day.split('-').reverse().join('/'));
    await panel.getByLabel('Attività').fill(`Deposito memoria ${nrg}`);
    await panel.getByLabel('Avviso').selectOption({ label: '1 settimana prima' });
    await panel.getByRole('button', { name: 'Salva' }).click();
    const both = page.getByText(new RegExp(nrg));
    await expect(both).toHaveCount(2);
    // Saved on the day typed: the agenda went there, and it carries a dot in the calendar.
    await expect(
      page.getByRole('button', { name: `${italianLongDate(day)}, con eventi` }),
    ).toBeVisible();

    const fulfilment = await openEvent(page, new RegExp(`^Adempimento.*${nrg}`));
    await menuAction(page, fulfilment, 'Elimina');
    await page.getByRole('button', { name: 'Elimina' }).last().click();
    await expect(both).toHaveCount(0);
  });
});

test("today's hearing opens first and in view, over the window's height, titles aligned", async ({
  page,
}) => {
  await signInAs(page);
  await page.goto('/agenda');
  const dayName = italianLongDate(romeDay(0)).replace(/ \d{4}$/, '');
  const today = page.getByRole('region', { name: dayName, exact: true });
  const titles = today.getByRole('heading', { level: 4 });
  // The seeded hearing at 09:30 comes before the day's news, and is not cut off on open.
  await expect(titles.first()).toContainText('Rossi c/ Bianchi');
  await expect(today.getByRole('link').first()).toBeVisible();
  await expect(today.getByRole('listitem').first()).toBeInViewport({ ratio: 1 });

  // The list's scrolling area reaches the bottom of the window.
  const listBottom = await today.evaluate((section) => {
    let box: HTMLElement | null = section.parentElement;
    while (box && getComputedStyle(box).overflowY !== 'auto') box = box.parentElement;
    if (!box) throw new Error('The day list does not scroll');
    return box.getBoundingClientRect().bottom;
  });
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('No viewport');
  expect(listBottom).toBeGreaterThan(viewport.height - 32);

  // A card with a check box (the hearing) and one without (a news item) start their titles at
  // the same x.
  const lefts = await titles.evaluateAll((headings) =>
    headings.map((heading) => Math.round(heading.getBoundingClientRect().left)),
  );
  expect(lefts.length).toBeGreaterThan(1);
  expect(new Set(lefts).size).toBe(1);
});
